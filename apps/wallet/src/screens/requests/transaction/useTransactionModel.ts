import {
  formatTotalBalance,
  type NetworkConfig,
  type PendingRequest,
  type RequestDescription,
} from '@tessera/engine'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { useMoney } from '../../hooks/useMoney.js'
import { useNetworkOf } from '../../hooks/useNetworkOf.js'
import { texts } from '../../texts.js'
import { type FeeChoiceModel, useFeeChoice } from './useFeeChoice.js'

type TransactionDescription = Extract<RequestDescription, { kind: 'sendTransaction' }>

/** What the transaction views show, formatted (SPEC §2 send transaction approval). */
export type TransactionModel = FeeChoiceModel & {
  readonly description: TransactionDescription
  readonly chainName: string
  readonly nativeCurrency: NetworkConfig['nativeCurrency']
  readonly from: string
  readonly to: string
  readonly value: string
}

/** Reads the fee of a pending eth_sendTransaction and formats everything its views show. */
export function useTransactionModel(pending: PendingRequest): TransactionModel {
  const description = pending.description as TransactionDescription
  const network = useNetworkOf(description.chain.networkId)
  const formatMoney = useMoney(network.id)
  const feeChoice = useFeeChoice(pending, network, description.value)
  const { symbol, decimals } = network.nativeCurrency
  return {
    ...feeChoice,
    description,
    chainName: description.chain.chainName,
    nativeCurrency: network.nativeCurrency,
    from: shortenAddress(description.from),
    to: description.to ? shortenAddress(description.to) : texts.transaction.contractCreation,
    value: formatMoney(
      { value: description.value, decimals, symbol },
      formatTotalBalance(description.value, decimals),
    ),
  }
}
