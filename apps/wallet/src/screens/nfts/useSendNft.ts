import type { FeeOption, Nft, NftTransferForm, Transfer, WalletEngine } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useBalances } from '../hooks/useBalances.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { type FeeSelection, useFeeSelection } from '../requests/transaction/useFeeSelection.js'
import { reviewedFees } from '../send/reviewedFees.js'
import { useSendOnce } from '../send/useSendOnce.js'
import { type TransferFeeState, useTransferFee } from '../send/useTransferFee.js'
import { useWalletContext } from '../WalletContext.js'

/** The SendNfts form as typed; the quantity only counts for an ERC-1155 (one ERC-721 or `mpl`). */
export type SendNftDraft = { readonly recipient: string; readonly quantity: string }

export type SendNftModel = {
  readonly draft: SendNftDraft
  readonly setDraft: (draft: SendNftDraft) => void
  readonly fee: TransferFeeState
  readonly selection: FeeSelection | undefined
  /** The SPEC §8 text of the last failed check or send. */
  readonly error: string | undefined
  readonly onReview: () => void
  readonly reviewed: { readonly transfer: Transfer; readonly fee: FeeOption } | undefined
  readonly onBack: () => void
  readonly onSend: () => void
  readonly isSending: boolean
}

/**
 * SendNfts (SPEC §2 /nfts/send) of `nft`: the SPEC §8 checks (W-110, W-105, W-129, W-114, W-108,
 * W-106, W-107), the fee of the NFT transfer (SPEC §9: estimate doubled), then the user's own
 * transfer through `engine.transfers.send`, sent at most once; back to the NFT list afterwards.
 */
export function useSendNft(nft: Nft): SendNftModel {
  const { address, engine } = useWalletContext()
  const network = useSelectedNetwork()
  const balances = useBalances(network)
  const navigate = useNavigate()
  const [draft, setDraftState] = useState<SendNftDraft>({
    recipient: '',
    quantity: nft.type === 'erc1155' ? '' : '1',
  })
  const [error, setError] = useState<string | undefined>(undefined)
  const [reviewed, setReviewed] = useState<SendNftModel['reviewed']>(undefined)
  const { isSending, send } = useSendOnce(setError)
  const startNetworkId = useRef(network.id)

  useEffect(() => {
    if (network.id !== startNetworkId.current) navigate(paths.nfts)
  }, [network.id, navigate])

  const { networkId, type, address: contract, tokenId } = nft
  const asset = useMemo(() => ({ type, address: contract, tokenId }), [type, contract, tokenId])
  const typed = estimated(engine, { nft, recipient: draft.recipient, quantity: draft.quantity })
  const fee = useTransferFee({
    networkId,
    asset,
    to: typed?.to ?? address,
    amount: typed?.amount ?? 1n,
  })
  const selection = useFeeSelection(
    fee.status === 'ready' ? fee.quote : undefined,
    draft.recipient.trim().toLowerCase(),
  )

  const onReview = () => {
    const native = balances.assets?.find((entry) => entry.address === 'native')
    if (!native) return
    try {
      const transfer = engine.transfers.parseNft({ nft, ...draft })
      const checked = reviewedFees({
        fee,
        option: selection?.option,
        nativeBalance: native.balance ?? 0n,
        value: 0n,
      })
      if (checked) setReviewed({ transfer, fee: checked })
    } catch (failure) {
      if (!(failure instanceof WalletError)) throw failure
      setError(failure.shortMessage)
    }
  }

  return {
    draft,
    setDraft: (next) => {
      setError(undefined)
      setDraftState(next)
    },
    fee,
    selection,
    error,
    onReview,
    reviewed,
    onBack: () => {
      setError(undefined)
      setReviewed(undefined)
    },
    onSend: () => {
      if (!reviewed) return
      const { transfer, fee: chosen } = reviewed
      // SPEC §4: what was sent away leaves the list (an ERC-1155 keeps what is left).
      send({ transfer, fee: chosen.choice }, paths.nfts, () => void engine.nfts.refresh())
    },
    isSending,
  }
}

/** The transfer as typed, for its fee; undefined while the form does not parse yet (then the fee is of one sent to the wallet itself). */
function estimated(engine: WalletEngine, form: NftTransferForm): Transfer | undefined {
  try {
    return engine.transfers.parseNft(form)
  } catch {
    return undefined
  }
}
