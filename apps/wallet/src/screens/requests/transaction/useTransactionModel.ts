import {
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
import type { GasFees } from './gasFees.js'
import { type GasSelection, useGasSelection } from './useGasSelection.js'
import { type TransactionGasState, useTransactionGas } from './useTransactionGas.js'

type TransactionDescription = Extract<RequestDescription, { kind: 'sendTransaction' }>

/** What the transaction views show, formatted (SPEC §2 send transaction approval). */
export type TransactionModel = {
  readonly description: TransactionDescription
  readonly chainName: string
  readonly nativeCurrency: NetworkConfig['nativeCurrency']
  readonly from: string
  readonly to: string
  readonly value: string
  /** 'Sponsored', the fee of the gas choice, or undefined while loading. */
  readonly fee: string | undefined
  readonly gas: TransactionGasState
  readonly selection: GasSelection | undefined
  /** What Approve sends; undefined while the Custom form is invalid. */
  readonly approvalGas: GasFees['choice'] | undefined
  readonly canApprove: boolean
}

/** Reads gas for a pending eth_sendTransaction and formats everything its views show. */
export function useTransactionModel(pending: PendingRequest): TransactionModel {
  const description = pending.description as TransactionDescription
  const network = useNetworkOf(description.chain.chainId)
  const formatMoney = useMoney(network.chainId)
  const gas = useTransactionGas(pending)
  const selection = useGasSelection(gas.status === 'ready' ? gas.estimate : undefined)
  const { symbol, decimals } = network.nativeCurrency
  const money = (value: bigint, text: string) => formatMoney({ value, decimals, symbol }, text)
  const fees = selection?.fees
  const isSponsored = gas.status === 'ready' && gas.isSponsored
  const feeText = () => {
    if (isSponsored) return texts.transaction.sponsored
    if (gas.status === 'failed') return '–'
    if (!fees || fees instanceof Error) return undefined
    // A legacy transaction pays its max fee as the gas price (SPEC §5), not base fee plus tip.
    const feeWei = description.isEip1559
      ? fees.estimatedFee
      : fees.choice.gasLimit * fees.choice.maxFeePerGas
    return money(feeWei, formatFee(feeWei, decimals))
  }
  return {
    description,
    chainName: description.chain.chainName,
    nativeCurrency: network.nativeCurrency,
    from: shortenAddress(description.from),
    to: description.to ? shortenAddress(description.to) : texts.transaction.contractCreation,
    value: money(description.value, formatTotalBalance(description.value, decimals)),
    fee: feeText(),
    gas,
    selection,
    approvalGas: !isSponsored && fees && !(fees instanceof Error) ? fees.choice : undefined,
    canApprove: gas.status !== 'loading' && !(fees instanceof Error),
  }
}
