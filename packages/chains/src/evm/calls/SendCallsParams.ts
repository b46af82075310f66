import type { Address } from 'viem'
import type { NetworkId } from '../../networks/NetworkId.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'

/** EIP-5792 (issue #17): a checked wallet_sendCalls request. */
export type SendCallsParams = {
  /** The app's batch id, or one the wallet made (32 random bytes as hex). */
  readonly id: string
  readonly from: Address
  /**
   * The network of the request's chainId: the one selected as the user approves it, and the only
   * one its calls are sent on.
   */
  readonly networkId: NetworkId
  /** Each call as the transaction the account sends for it, in order. */
  readonly calls: readonly TransactionParams[]
}
