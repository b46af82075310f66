import { browserLocks, type WebLocks } from '../node/webLocks.js'

/**
 * Which wallet_sendCalls batches are being sent (EIP-5792, issue #17), for a batch left half
 * sent when its tab reloaded or closed: no tab sends it any more, so it is no longer pending.
 */
export type BatchRuns = {
  /** This engine sends the batch from now on: other tabs see it as sent until `end`. */
  start(id: string): void
  end(id: string): void
  isRunHere(id: string): boolean
  /**
   * Whether a tab of the wallet sends the batch; true when that cannot be known (no Web Locks:
   * Node, where no other tab can have left it behind).
   */
  isRunAnywhere(id: string): Promise<boolean>
}

/**
 * BatchRuns through Web Locks: a tab holds a lock named after the batch (and the account, so
 * two accounts' ids never meet) while it sends it; the browser lets go of a closed tab's locks.
 * The tabs that see each other's locks are those of the wallet's origin under one host site
 * (browsers partition a third-party frame's locks by top-level site), which are the tabs that
 * share the batches' storage. Two apps of one site whose batches share an id only wait for each
 * other: a batch is never ended while a tab sends one of that name. Where the browser refuses
 * the locks, no batch is ever taken for abandoned: it stays as last saved.
 */
export function createBatchRuns(
  account: string,
  locks: WebLocks | undefined = browserLocks(),
): BatchRuns {
  const releases = new Map<string, () => void>()
  const nameOf = (id: string) => `tessera batch ${account.toLowerCase()} ${id}`
  return {
    start(id) {
      if (releases.has(id)) return
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      releases.set(id, release)
      // Refused: the browser refuses the locks to every tab of the partition alike.
      locks?.request(nameOf(id), () => held).catch(() => undefined)
    },
    end(id) {
      releases.get(id)?.()
      releases.delete(id)
    },
    isRunHere: (id) => releases.has(id),
    async isRunAnywhere(id) {
      if (releases.has(id) || !locks) return true
      const { held = [], pending = [] } = await locks.query()
      return [...held, ...pending].some((lock) => lock.name === nameOf(id))
    },
  }
}
