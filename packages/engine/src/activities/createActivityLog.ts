import type { Activity, ActivityProgress, ActivityStore, NetworkId } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import { settleCancels } from './settleCancels.js'
import { activityKey } from './transactionKey.js'

/** SPEC §3 keeps a history, not everything: the newest this many per address and network. */
export const activitiesPerNetwork = 100

export type CreateActivityLogParameters = {
  readonly store: ActivityStore | undefined
  /** What the network says now of an activity still waiting; null while it has nothing new. */
  readonly follow: (activity: Activity) => Promise<ActivityProgress | null>
  /** How often the network is asked while an activity waits (SPEC §9: EVM 3 s, Solana 2 s). */
  readonly pollIntervalMs: number
  /** SPEC §8 silent list: W-136 when saving fails, logged only. */
  readonly onSilentError: (error: WalletError<'W-136'>) => void
}

export type ActivityLog = ReturnType<typeof createActivityLog>

/**
 * An activity the network has more to say about: Pending, or its details not all known yet. An
 * on-ramp order's Buy is followed on its realtime channel instead.
 */
const isWaiting = (activity: Activity) =>
  activity.order === undefined &&
  (activity.status === 'Pending' || activity.isAwaitingDetails === true)

/**
 * The activity history of the logged-in address, newest first per network. While any activity
 * waits (Pending, or details to come) the network is asked again at the family's interval
 * (SPEC §4, §9); polling stops when none does.
 */
export function createActivityLog(parameters: CreateActivityLogParameters) {
  const { store, follow, onSilentError } = parameters
  const loaded: readonly Activity[] = store?.load() ?? []
  let activities = loaded
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | undefined
  // After logout nothing is recorded and nothing polls again, whatever arrives late.
  let isStopped = false
  // One array per network until the next change: screens read it as a store snapshot.
  const byNetwork = new Map<NetworkId, readonly Activity[]>()

  function change(next: readonly Activity[]) {
    if (isStopped) return
    activities = next
    byNetwork.clear()
    try {
      store?.save(activities)
    } catch (error) {
      onSilentError(new WalletError('W-136', { cause: error }))
    }
    for (const listener of listeners) listener()
    pollWhileWaiting()
  }

  function pollWhileWaiting() {
    const waiting = activities.some(isWaiting)
    if (waiting && timer === undefined) timer = setInterval(poll, parameters.pollIntervalMs)
    if (!waiting) clearTimer()
  }

  async function poll() {
    const waiting = activities.filter(isWaiting)
    const seen = await Promise.all(waiting.map((activity) => follow(activity).catch(() => null)))
    const byKey = new Map(waiting.map((activity, index) => [activityKey(activity), seen[index]]))
    if (![...byKey.values()].some(Boolean)) return
    const followed = activities.map((activity) => {
      const progress = byKey.get(activityKey(activity))
      return progress && isWaiting(activity)
        ? {
            ...activity,
            status: progress.status,
            transaction: { ...activity.transaction, ...progress.transaction },
            isAwaitingDetails: progress.isAwaitingDetails,
          }
        : activity
    })
    // Issue #20: a Cancel and its original settle each other (one of the two is never mined).
    change(settleCancels(followed))
  }

  function clearTimer() {
    clearInterval(timer)
    timer = undefined
  }

  function add(activity: Activity) {
    const sameNetwork = activities.filter((entry) => entry.networkId === activity.networkId)
    const dropped = new Set(sameNetwork.slice(activitiesPerNetwork - 1))
    // Issue #20: a Cancel recorded after its original was mined settles at once (no poll would).
    change(settleCancels([activity, ...activities.filter((entry) => !dropped.has(entry))]))
  }

  function record(activity: Activity) {
    const isListed = activities.some(
      (entry) => entry.networkId === activity.networkId && entry.txHash === activity.txHash,
    )
    if (!isListed) add(activity)
  }

  // Issue #20: what a log saved before settling (an older version, a tab closed) settles now.
  const settled = settleCancels(loaded)
  if (settled === loaded) pollWhileWaiting()
  else change(settled)
  return {
    /** The activities on that network, newest first; the same array until something changes. */
    list(networkId: NetworkId): readonly Activity[] {
      const list =
        byNetwork.get(networkId) ??
        activities.filter((activity) => activity.networkId === networkId)
      byNetwork.set(networkId, list)
      return list
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * Adds a just-broadcast transaction, dropping the oldest beyond `activitiesPerNetwork`. One
     * already listed (a retried send the node answered with the same hash) is not added again.
     */
    record,
    /**
     * Adds the Buy or Sell of an on-ramp order, or replaces the one of the same order where it is
     * (its status changed). Issue #20: a Sell's transfer keeps its own Send row (followed on
     * chain, cancellable, with its nonce and fee) beside the Sell.
     */
    recordOrder(activity: Activity) {
      const orderId = activity.order?.orderId
      const isSameOrder = (entry: Activity) =>
        entry.order !== undefined && entry.order.orderId === orderId
      if (!activities.some(isSameOrder)) return add(activity)
      change(activities.map((entry) => (isSameOrder(entry) ? activity : entry)))
    },
    /** At logout: no more polling, and records that come later are ignored. */
    stop() {
      isStopped = true
      clearTimer()
    },
  }
}
