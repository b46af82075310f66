import type { Activity, ActivityOperation } from '../../activities/Activity.js'
import { explorerTransactionUrl } from '../../activities/explorerTransactionUrl.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'

/**
 * A Solana transaction just sent, as an activity: Success at once (SPEC §4, S-015), its fee and
 * compute units still to come from the node (`isAwaitingDetails`, S-016, F-009).
 */
export function solanaActivity(parameters: {
  readonly network: NetworkConfig
  readonly signature: string
  readonly operation: ActivityOperation
  readonly from: string
  readonly to: string | null
  /** In the asset's own units ('0.25'). */
  readonly amount: string
  readonly customToken: Activity['customToken']
  /** The NFT a Send carried (N-020). */
  readonly nft?: Activity['nft']
}): Activity {
  const { network, signature } = parameters
  return {
    networkId: network.id,
    operation: parameters.operation,
    txHash: signature,
    explorerUrl: explorerTransactionUrl(network, signature),
    transaction: {
      hash: signature,
      amount: parameters.amount,
      nonce: null,
      gasLimit: null,
      gasPrice: null,
      gasUsed: null,
      data: null,
      fee: null,
      computeUnitsConsumed: null,
    },
    status: 'Success',
    isAwaitingDetails: true,
    date: Date.now(),
    address: { from: parameters.from, to: parameters.to },
    customToken: parameters.customToken,
    ...(parameters.nft ? { nft: parameters.nft } : {}),
  }
}
