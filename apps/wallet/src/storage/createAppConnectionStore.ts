import type { AppConnectionStore } from '@tessera/engine'
import { isRecord } from '../parse/fields.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import type { ScopedStorage } from './createScopedStorage.js'

/** EIP-2255 (issue #17): host origin → when it was connected (ms since the epoch). */
export type StoredAppConnections = Readonly<Record<string, unknown>>

/**
 * The connection of the app's host page at `origin`, in per-app storage (SPEC §1: keyed by app
 * id), so a revoke survives a reload. It holds a date per origin, nothing secret. Storage is a
 * boundary: anything but a time reads as not connected.
 */
export function createAppConnectionStore(parameters: {
  readonly local: ScopedStorage<LocalStorageKeys>
  readonly origin: string
}): AppConnectionStore {
  const { local, origin } = parameters
  const stored = () => {
    const connections = local.get('appConnections')
    return isRecord(connections) ? connections : {}
  }
  return {
    origin,
    load() {
      const connectedAt = stored()[origin]
      return Number.isSafeInteger(connectedAt) ? (connectedAt as number) : null
    },
    save(connectedAt) {
      const { [origin]: _left, ...others } = stored()
      local.set(
        'appConnections',
        connectedAt === null ? others : { ...others, [origin]: connectedAt },
      )
    },
  }
}
