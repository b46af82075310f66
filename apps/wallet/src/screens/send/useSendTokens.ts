import {
  type AssetEntry,
  type FeeOption,
  formatUnits,
  maxTransferAmount,
  type NetworkId,
  type Transfer,
  type TransferForm,
  type WalletEngine,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { nativeFirst } from '../hooks/nativeFirst.js'
import { useBalances } from '../hooks/useBalances.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { type FeeSelection, useFeeSelection } from '../requests/transaction/useFeeSelection.js'
import { useWalletContext } from '../WalletContext.js'
import { reviewedFees } from './reviewedFees.js'
import { useSendOnce } from './useSendOnce.js'
import { type TransferFeeState, useTransferFee } from './useTransferFee.js'

/** The SendTokens form as typed. */
export type SendDraft = {
  readonly asset: AssetEntry['address']
  readonly recipient: string
  readonly amount: string
}

/** A transfer that passed every check, with the fees the user chose: the review step. */
export type ReviewedTransfer = {
  readonly transfer: Transfer
  readonly asset: AssetEntry
  readonly fee: FeeOption
}

export type SendTokensModel = {
  /** Native coin first; undefined until the first balance read. */
  readonly assets: readonly AssetEntry[] | undefined
  readonly asset: AssetEntry | undefined
  readonly draft: SendDraft
  readonly setDraft: (draft: SendDraft) => void
  readonly fee: TransferFeeState
  readonly selection: FeeSelection | undefined
  /** Fills in the most that can be sent; for the native coin undefined until the fee is known. */
  readonly onMax: (() => void) | undefined
  /** The SPEC §8 text of the last failed check or send. */
  readonly error: string | undefined
  readonly onReview: () => void
  readonly reviewed: ReviewedTransfer | undefined
  readonly onBack: () => void
  readonly onSend: () => void
  readonly isSending: boolean
}

const emptyDraft: SendDraft = { asset: 'native', recipient: '', amount: '' }

/**
 * SendTokens (SPEC §2 /tokens/send): the assets of the selected network as home lists them, the
 * SPEC §8 checks (W-110, W-105, W-129, W-111, W-108, W-106, W-107), then the user's own transfer
 * through `engine.transfers.send`, sent at most once. A network switch returns to home.
 */
export function useSendTokens(): SendTokensModel {
  const { address, engine } = useWalletContext()
  const network = useSelectedNetwork()
  const balances = useBalances(network)
  const navigate = useNavigate()
  const [draft, setDraftState] = useState(emptyDraft)
  const [error, setError] = useState<string | undefined>(undefined)
  const [reviewed, setReviewed] = useState<ReviewedTransfer | undefined>(undefined)
  const { isSending, send } = useSendOnce(setError)
  const startNetworkId = useRef(network.id)

  useEffect(() => {
    if (network.id !== startNetworkId.current) navigate(paths.home)
  }, [network.id, navigate])

  const assets = balances.assets && nativeFirst(balances.assets)
  const asset = assets?.find((entry) => entry.address === draft.asset)
  const native = assets?.find((entry) => entry.address === 'native')
  const form = asset && {
    networkId: network.id,
    asset,
    recipient: draft.recipient,
    amount: draft.amount,
  }
  const fee = useTransferFee(
    form ? estimated(engine, form, address) : idleTransfer(network.id, address),
  )
  const selection = useFeeSelection(
    fee.status === 'ready' ? fee.quote : undefined,
    `${draft.asset} ${draft.recipient.trim().toLowerCase()}`,
  )
  const option = selection?.option

  const setDraft = (next: SendDraft) => {
    setError(undefined)
    setDraftState(next.asset === draft.asset ? next : { ...next, amount: '' })
  }
  // The most the chosen fee can cost; a token's Max does not depend on it.
  const maxFee = option && !(option instanceof WalletError) ? option.maxFee : undefined
  const onMax =
    asset && (asset.address !== 'native' || maxFee !== undefined)
      ? () => {
          const amount = maxTransferAmount({ asset, maxFee: maxFee ?? 0n })
          setDraft({ ...draft, amount: formatUnits(amount, asset.decimals) })
        }
      : undefined

  const onReview = () => {
    if (!form || !native) return
    try {
      const transfer = engine.transfers.parse(form)
      const checked = reviewedFees({
        fee,
        option,
        nativeBalance: native.balance ?? 0n,
        value: transfer.asset === 'native' ? transfer.amount : 0n,
      })
      if (checked) setReviewed({ transfer, asset: form.asset, fee: checked })
    } catch (failure) {
      if (!(failure instanceof WalletError)) throw failure
      setError(failure.shortMessage)
    }
  }

  const onSend = () => {
    if (!reviewed) return
    send({ transfer: reviewed.transfer, fee: reviewed.fee.choice }, paths.home)
  }

  return {
    assets,
    asset,
    draft,
    setDraft,
    fee,
    selection,
    onMax,
    error,
    onReview,
    reviewed,
    onBack: () => {
      setError(undefined)
      setReviewed(undefined)
    },
    onSend,
    isSending,
  }
}

/** What the fee is estimated for: the transfer as typed, or while it is incomplete an empty one. */
function estimated(engine: WalletEngine, form: TransferForm, self: string): Transfer {
  try {
    return engine.transfers.parse(form)
  } catch {
    // An incomplete form still shows a fee: the same asset sent to the wallet itself.
    return { networkId: form.networkId, asset: form.asset.address, to: self, amount: 0n }
  }
}

function idleTransfer(networkId: NetworkId, self: string): Transfer {
  return { networkId, asset: 'native', to: self, amount: 0n }
}
