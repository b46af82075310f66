import {
  assertCanPayFee,
  type FeeChoice,
  formatFee,
  type NetworkConfig,
  type PendingRequest,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useBalances } from '../../hooks/useBalances.js'
import { useMoney } from '../../hooks/useMoney.js'
import { texts } from '../../texts.js'
import { type FeeSelection, useFeeSelection } from './useFeeSelection.js'
import { type RequestFeeState, useRequestFee } from './useRequestFee.js'

/** The fee the user picks for a request's transactions, and whether they can pay it (SPEC §2). */
export type FeeChoiceModel = {
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

/**
 * The fee panel of a pending request that sends `value` (native base units) with a fee the user
 * picks: one eth_sendTransaction, or all the calls of a wallet_sendCalls batch (issue #17, their
 * values added up, the fee the whole batch's). `value` undefined: the request has no such fee,
 * nothing is read and Approve needs nothing.
 */
export function useFeeChoice(
  pending: PendingRequest,
  network: NetworkConfig,
  value: bigint | undefined,
): FeeChoiceModel {
  const hasFee = value !== undefined
  const formatMoney = useMoney(network.id)
  const feeState = useRequestFee(pending, hasFee)
  // Without such a fee, a quote another view read for the request (another family's fee, shared
  // by query key) is not this panel's: no selection, and Approve sends no fee.
  const quote = hasFee && feeState.status === 'ready' ? feeState.quote : undefined
  const isSponsored = quote?.isSponsored === true
  const selection = useFeeSelection(isSponsored ? undefined : quote)
  const { symbol, decimals } = network.nativeCurrency
  const option = selection?.option
  const native = useBalances(network, hasFee).assets?.find((asset) => asset.address === 'native')
  const shortfallOf = () => {
    const maxFee = isSponsored
      ? 0n
      : option && !(option instanceof Error)
        ? option.maxFee
        : undefined
    const balance = native?.balance
    if (balance === undefined || balance === null || maxFee === undefined || !hasFee)
      return undefined
    try {
      assertCanPayFee({ balance, value, maxFee })
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
    return formatMoney({ value: option.fee, decimals, symbol }, formatFee(option.fee, decimals))
  }
  return {
    fee: feeText(),
    feeState,
    selection,
    approvalFee: option && !(option instanceof Error) ? option.choice : undefined,
    shortfall,
    canApprove:
      !hasFee || (feeState.status !== 'loading' && !(option instanceof Error) && !shortfall),
  }
}
