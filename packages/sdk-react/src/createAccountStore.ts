import type { Tessera } from '@tessera/sdk'

/** The account as a React app shows it. */
export type AccountState = {
  /** `connecting` until `init()` has learnt the login state. */
  readonly status: 'connecting' | 'connected' | 'disconnected'
  readonly address: `0x${string}` | undefined
  readonly chainId: number | undefined
}

export type AccountStore = {
  readonly getSnapshot: () => AccountState
  readonly subscribe: (listener: () => void) => () => void
}

const disconnected: AccountState = {
  status: 'disconnected',
  address: undefined,
  chainId: undefined,
}

/**
 * A store of the logged-in account fed by the provider's EIP-1193 events, for
 * `useSyncExternalStore`. It starts `init()` and reads the address and chain on every `connect`.
 */
export function createAccountStore(tessera: Tessera): AccountStore {
  const { provider } = tessera
  let state: AccountState = { status: 'connecting', address: undefined, chainId: undefined }
  const listeners = new Set<() => void>()
  const set = (next: AccountState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const refresh = async () => {
    if (!provider.isConnected()) return set(disconnected)
    const [accounts, chainId] = await Promise.all([
      provider.request({ method: 'eth_accounts' }) as Promise<`0x${string}`[]>,
      provider.request({ method: 'eth_chainId' }) as Promise<string>,
    ])
    set({ status: 'connected', address: accounts[0], chainId: Number(chainId) })
  }
  const refreshOrReset = () => refresh().catch(() => set(disconnected))
  provider
    .on('connect', refreshOrReset)
    .on('disconnect', () => set(disconnected))
    .on('accountsChanged', ([address]) => set({ ...state, address }))
    .on('chainChanged', (chainId) => set({ ...state, chainId: Number(chainId) }))
  tessera.init().then(refreshOrReset, () => set(disconnected))
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
