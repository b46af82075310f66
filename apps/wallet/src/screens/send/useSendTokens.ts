import {
  type AssetEntry,
  maxTransferAmount,
  parseTransferForm,
  type Transfer,
  type TransferForm,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { formatUnits } from 'viem'
import { nativeFirst } from '../hooks/nativeFirst.js'
import { useBalances } from '../hooks/useBalances.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import type { GasFees } from '../requests/transaction/gasFees.js'
import { type GasSelection, useGasSelection } from '../requests/transaction/useGasSelection.js'
import { useWalletContext } from '../WalletContext.js'
import { reviewedFees } from './reviewedFees.js'
import { useSendOnce } from './useSendOnce.js'
import { type TransferGasState, useTransferGas } from './useTransferGas.js'

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
  readonly fees: GasFees
  readonly isEip1559: boolean
}

export type SendTokensModel = {
  /** Native coin first; undefined until the first balance read. */
  readonly assets: readonly AssetEntry[] | undefined
  readonly asset: AssetEntry | undefined
  readonly draft: SendDraft
  readonly setDraft: (draft: SendDraft) => void
  readonly gas: TransferGasState
  readonly selection: GasSelection | undefined
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
  const { address } = useWalletContext()
  const network = useSelectedNetwork()
  const { snapshot } = useBalances(network)
  const navigate = useNavigate()
  const [draft, setDraftState] = useState(emptyDraft)
  const [error, setError] = useState<string | undefined>(undefined)
  const [reviewed, setReviewed] = useState<ReviewedTransfer | undefined>(undefined)
  const { isSending, send } = useSendOnce(setError)
  const startChainId = useRef(network.chainId)

  useEffect(() => {
    if (network.chainId !== startChainId.current) navigate(paths.home)
  }, [network.chainId, navigate])

  const assets = snapshot?.assets && nativeFirst(snapshot.assets)
  const asset = assets?.find((entry) => entry.address === draft.asset)
  const native = assets?.find((entry) => entry.address === 'native')
  const form = asset && {
    chainId: network.chainId,
    asset,
    recipient: draft.recipient,
    amount: draft.amount,
  }
  const gas = useTransferGas(
    form ? estimated(form, address) : idleTransfer(network.chainId, address),
  )
  const selection = useGasSelection(
    gas.status === 'ready' ? gas.estimate : undefined,
    `${draft.asset} ${draft.recipient.trim().toLowerCase()}`,
  )
  const fees = selection?.fees

  const setDraft = (next: SendDraft) => {
    setError(undefined)
    setDraftState(next.asset === draft.asset ? next : { ...next, amount: '' })
  }
  // The most the chosen fee can cost; a token's Max does not depend on it.
  const maxFee =
    fees && !(fees instanceof WalletError)
      ? fees.choice.gasLimit * fees.choice.maxFeePerGas
      : undefined
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
      const transfer = parseTransferForm(form)
      const checked = reviewedFees({
        gas,
        fees,
        nativeBalance: native.balance ?? 0n,
        value: transfer.asset === 'native' ? transfer.amount : 0n,
      })
      if (checked) setReviewed({ transfer, asset: form.asset, ...checked })
    } catch (failure) {
      if (!(failure instanceof WalletError)) throw failure
      setError(failure.shortMessage)
    }
  }

  const onSend = () => {
    if (!reviewed) return
    const { transfer, fees: chosen, isEip1559 } = reviewed
    send({ transfer, gas: chosen.choice, isEip1559 }, paths.home)
  }

  return {
    assets,
    asset,
    draft,
    setDraft,
    gas,
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
function estimated(form: TransferForm, self: Transfer['to']): Transfer {
  try {
    return parseTransferForm(form)
  } catch {
    // An incomplete form still shows a fee: the same asset sent to the wallet itself.
    return { chainId: form.chainId, asset: form.asset.address, to: self, amount: 0n }
  }
}

function idleTransfer(chainId: number, self: Transfer['to']): Transfer {
  return { chainId, asset: 'native', to: self, amount: 0n }
}
