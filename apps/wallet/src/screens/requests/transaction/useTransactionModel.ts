import {
  type FeeChoice,
  formatFee,
  formatTotalBalance,
  type NetworkConfig,
  type PendingRequest,
  type RequestDescription,
} from '@tessera/engine'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { useMoney } from '../../hooks/useMoney.js'
import { useNetworkOf } from '../../hooks/useNetworkOf.js'
import { texts } from '../../texts.js'
import { type FeeSelection, useFeeSelection } from './useFeeSelection.js'
import { type RequestFeeState, useRequestFee } from './useRequestFee.js'

type TransactionDescription = Extract<RequestDescription, { kind: 'sendTransaction' }>

/** What the transaction views show, formatted (SPEC §2 send transaction approval). */
export type TransactionModel = {
  readonly description: TransactionDescription
  readonly chainName: string
  readonly nativeCurrency: NetworkConfig['nativeCurrency']
  readonly from: string
  readonly to: string
  readonly value: string
  /** 'Sponsored', the fee of the choice, '–' without a quote, or undefined while loading. */
  readonly fee: string | undefined
  readonly feeState: RequestFeeState
  /** The fee panel, where the user picks one; undefined while loading or when sponsored. */
  readonly selection: FeeSelection | undefined
  /** What Approve sends; undefined while the Custom form is invalid. */
  readonly approvalFee: FeeChoice | undefined
  readonly canApprove: boolean
}

/** Reads the fee of a pending eth_sendTransaction and formats everything its views show. */
export function useTransactionModel(pending: PendingRequest): TransactionModel {
  const description = pending.description as TransactionDescription
  const network = useNetworkOf(description.chain.networkId)
  const formatMoney = useMoney(network.id)
  const feeState = useRequestFee(pending)
  const quote = feeState.status === 'ready' ? feeState.quote : undefined
  const isSponsored = quote?.isSponsored === true
  const selection = useFeeSelection(isSponsored ? undefined : quote)
  const { symbol, decimals } = network.nativeCurrency
  const money = (value: bigint, text: string) => formatMoney({ value, decimals, symbol }, text)
  const option = selection?.option
  const feeText = () => {
    if (isSponsored) return texts.transaction.sponsored
    if (feeState.status === 'failed') return '–'
    if (!option || option instanceof Error) return undefined
    return money(option.fee, formatFee(option.fee, decimals))
  }
  return {
    description,
    chainName: description.chain.chainName,
    nativeCurrency: network.nativeCurrency,
    from: shortenAddress(description.from),
    to: description.to ? shortenAddress(description.to) : texts.transaction.contractCreation,
    value: money(description.value, formatTotalBalance(description.value, decimals)),
    fee: feeText(),
    feeState,
    selection,
    approvalFee: option && !(option instanceof Error) ? option.choice : undefined,
    canApprove: feeState.status !== 'loading' && !(option instanceof Error),
  }
}
