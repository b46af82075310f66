import { useSyncExternalStore } from 'react'
import type { AccountState } from './createAccountStore.js'
import { useTesseraContext } from './useTesseraContext.js'

/**
 * The logged-in account: `status`, `address` and `chainId`, re-rendered on the provider's
 * `connect`, `disconnect`, `accountsChanged` and `chainChanged`.
 *
 * @example const { status, address } = useAccount()
 */
export function useAccount(): AccountState {
  const { account } = useTesseraContext()
  return useSyncExternalStore(account.subscribe, account.getSnapshot, account.getSnapshot)
}
