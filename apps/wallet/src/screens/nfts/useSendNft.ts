import { type Nft, parseNftTransferForm, type Transfer } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useBalances } from '../hooks/useBalances.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import type { GasFees } from '../requests/transaction/gasFees.js'
import { type GasSelection, useGasSelection } from '../requests/transaction/useGasSelection.js'
import { reviewedFees } from '../send/reviewedFees.js'
import { useSendOnce } from '../send/useSendOnce.js'
import { type TransferGasState, useTransferGas } from '../send/useTransferGas.js'
import { useWalletContext } from '../WalletContext.js'

/** The SendNfts form as typed; the quantity only counts for an ERC-1155. */
export type SendNftDraft = { readonly recipient: string; readonly quantity: string }

export type SendNftModel = {
  readonly draft: SendNftDraft
  readonly setDraft: (draft: SendNftDraft) => void
  readonly gas: TransferGasState
  readonly selection: GasSelection | undefined
  /** The SPEC §8 text of the last failed check or send. */
  readonly error: string | undefined
  readonly onReview: () => void
  readonly reviewed:
    | { readonly transfer: Transfer; readonly fees: GasFees; readonly isEip1559: boolean }
    | undefined
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
  const { snapshot } = useBalances(network)
  const navigate = useNavigate()
  const [draft, setDraftState] = useState<SendNftDraft>({
    recipient: '',
    quantity: nft.type === 'erc721' ? '1' : '',
  })
  const [error, setError] = useState<string | undefined>(undefined)
  const [reviewed, setReviewed] = useState<SendNftModel['reviewed']>(undefined)
  const { isSending, send } = useSendOnce(setError)
  const startChainId = useRef(network.chainId)

  useEffect(() => {
    if (network.chainId !== startChainId.current) navigate(paths.nfts)
  }, [network.chainId, navigate])

  const { chainId, type, address: contract, tokenId } = nft
  const asset = useMemo(() => ({ type, address: contract, tokenId }), [type, contract, tokenId])
  const typed = estimated({ nft, recipient: draft.recipient, quantity: draft.quantity })
  // The same `asset` object each render: the estimate is asked again only when the form changes.
  const gas = useTransferGas({
    chainId,
    asset,
    to: typed?.to ?? address,
    amount: typed?.amount ?? 1n,
  })
  const selection = useGasSelection(
    gas.status === 'ready' ? gas.estimate : undefined,
    draft.recipient.trim().toLowerCase(),
  )

  const onReview = () => {
    const native = snapshot?.assets?.find((entry) => entry.address === 'native')
    if (!native) return
    try {
      const transfer = parseNftTransferForm({ nft, ...draft })
      const checked = reviewedFees({
        gas,
        fees: selection?.fees,
        nativeBalance: native.balance ?? 0n,
        value: 0n,
      })
      if (checked) setReviewed({ transfer, ...checked })
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
    gas,
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
      const { transfer, fees, isEip1559 } = reviewed
      // SPEC §4: what was sent away leaves the list (an ERC-1155 keeps what is left).
      send({ transfer, gas: fees.choice, isEip1559 }, paths.nfts, () => void engine.nfts.refresh())
    },
    isSending,
  }
}

/** The transfer as typed, for its fee; undefined while the form does not parse yet (then the fee is of one sent to the wallet itself). */
function estimated(form: Parameters<typeof parseNftTransferForm>[0]): Transfer | undefined {
  try {
    return parseNftTransferForm(form)
  } catch {
    return undefined
  }
}
