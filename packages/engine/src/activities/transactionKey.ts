import type { Activity } from '@tessera/chains'

/** One transaction of one network (SPEC §3): ids are only unique within their network. */
export const transactionKey = (networkId: Activity['networkId'], hash: string) =>
  `${networkId} ${hash}`

/** The key of the activity's own transaction. */
export const activityKey = (activity: Activity) =>
  transactionKey(activity.networkId, activity.txHash)

/** Issue #20: mined, whatever its receipt said (Success or Failed): its nonce is spent. */
export const isMined = (status: Activity['status'] | undefined) =>
  status === 'Success' || status === 'Failed'
