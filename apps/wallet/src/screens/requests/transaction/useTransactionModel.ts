import {
  assertCanPayFee,
  type FeeChoice,
  formatFee,
  formatTotalBalance,
  type NetworkConfig,
  type PendingRequest,
  type RequestDescription,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { useBalances } from '../../hooks/useBalances.js'
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
  /**
   * SPEC §8 W-107 said before approval (issue #17): the native balance cannot cover the value
   * plus the most the chosen fee can cost. Approve stays disabled while it holds.
   */
  readonly shortfall: WalletError | undefined
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
  const native = useBalances(network).assets?.find((asset) => asset.address === 'native')
  const shortfallOf = () => {
    const maxFee = isSponsored
      ? 0n
      : option && !(option instanceof Error)
        ? option.maxFee
        : undefined
    const balance = native?.balance
    if (balance === undefined || balance === null || maxFee === undefined) return undefined
    try {
      assertCanPayFee({ balance, value: description.value, maxFee })
      return undefined
    } catch (error) {
      if (error instanceof WalletError) return error
      throw error
    }
  }
  const shortfall = shortfallOf()
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
    shortfall,
    canApprove: feeState.status !== 'loading' && !(option instanceof Error) && !shortfall,
  }
}
