import { useCallback, useSyncExternalStore } from 'react'
import { useWalletContext } from '../WalletContext.js'

/** The host app's connection (EIP-2255, issue #17) for Profile: null once revoked. */
export type AppConnectionState = {
  readonly origin: string
  readonly connectedAt: number
}

/** The engine's connection of the host app, following it; `revoke` is wallet_revokePermissions'. */
export function useAppConnection(): {
  readonly connected: AppConnectionState | null
  readonly revoke: () => void
} {
  const { connection } = useWalletContext().engine
  const subscribe = useCallback(
    (listener: () => void) => connection.subscribe(listener),
    [connection],
  )
  const connectedAt = useSyncExternalStore(subscribe, connection.connectedAt)
  return {
    connected: connectedAt === null ? null : { origin: connection.origin, connectedAt },
    revoke: connection.disconnect,
  }
}
