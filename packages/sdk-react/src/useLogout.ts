import type { Tessera } from '@tessera/sdk'
import { type TesseraAction, useTesseraAction } from './useTesseraAction.js'

const logout = (tessera: Tessera) => tessera.logout()

/**
 * Logs out (`tessera.logout()`); `useAccount` then reports `disconnected`.
 *
 * @example const { run } = useLogout(); <button onClick={run}>Log out</button>
 */
export function useLogout(): TesseraAction {
  return useTesseraAction(logout)
}
