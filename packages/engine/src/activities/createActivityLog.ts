import { WalletError } from '@tessera/errors'
import { activityPollIntervalMs } from '@tessera/protocol'
import type { Activity, ActivityReceipt, ActivityStore } from './Activity.js'

/** SPEC §3 keeps a history, not everything: the newest this many per address and chain. */
export const activitiesPerChain = 100

export type CreateActivityLogParameters = {
  readonly store: ActivityStore | undefined
  /** The receipt of a Pending activity's transaction; null while it is not mined. */
  readonly fetchReceipt: (activity: Activity) => Promise<ActivityReceipt | null>
  /** SPEC §8 silent list: W-136 when saving fails, logged only. */
  readonly onSilentError: (error: WalletError<'W-136'>) => void
}

export type ActivityLog = ReturnType<typeof createActivityLog>

/**
 * The activity history of the logged-in address, newest first per chain. While any activity
 * is Pending its receipt is polled every 3 s (SPEC §4, §9); polling stops when none is.
 */
export function createActivityLog(parameters: CreateActivityLogParameters) {
  const { store, fetchReceipt, onSilentError } = parameters
  let activities: readonly Activity[] = store?.load() ?? []
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setInterval> | undefined
  // One array per chain until the next change: screens read it as a store snapshot.
  const byChain = new Map<number, readonly Activity[]>()

  function change(next: readonly Activity[]) {
    activities = next
    byChain.clear()
    try {
      store?.save(activities)
    } catch (error) {
      onSilentError(new WalletError('W-136', { cause: error }))
    }
    for (const listener of listeners) listener()
    pollWhilePending()
  }

  function pollWhilePending() {
    const isPending = activities.some((activity) => activity.status === 'Pending')
    if (isPending && timer === undefined) timer = setInterval(poll, activityPollIntervalMs)
    if (!isPending) stop()
  }

  async function poll() {
    const pending = activities.filter((activity) => activity.status === 'Pending')
    const seen = await Promise.all(
      pending.map((activity) => fetchReceipt(activity).catch(() => null)),
    )
    const byHash = new Map(pending.map((activity, index) => [activity.txHash, seen[index]]))
    if (![...byHash.values()].some(Boolean)) return
    change(
      activities.map((activity) => {
        const receipt = byHash.get(activity.txHash)
        return receipt && activity.status === 'Pending'
          ? {
              ...activity,
              status: receipt.status,
              transaction: { ...activity.transaction, gasUsed: receipt.gasUsed, fee: receipt.fee },
            }
          : activity
      }),
    )
  }

  function stop() {
    clearInterval(timer)
    timer = undefined
  }

  pollWhilePending()
  return {
    /** The activities on that chain, newest first; the same array until something changes. */
    list(chainId: number): readonly Activity[] {
      const list =
        byChain.get(chainId) ?? activities.filter((activity) => activity.chainId === chainId)
      byChain.set(chainId, list)
      return list
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /**
     * Adds a just-broadcast transaction, dropping the oldest beyond `activitiesPerChain`. One
     * already listed (a retried send the node answered with the same hash) is not added again.
     */
    record(activity: Activity) {
      const sameChain = activities.filter((entry) => entry.chainId === activity.chainId)
      if (sameChain.some((entry) => entry.txHash === activity.txHash)) return
      const dropped = new Set(sameChain.slice(activitiesPerChain - 1))
      change([activity, ...activities.filter((entry) => !dropped.has(entry))])
    },
    /** At logout: no more polling. */
    stop,
  }
}
