import { useCallback, useEffect, useState } from 'react'
import type { WalletAdapter } from '../adapters/WalletAdapter.js'
import { parseChainId } from '../log/parseChainId.js'
import type { RunAction } from './useActivityLog.js'

/** What the status bar shows: the logged-in account and the wallet's chain. */
export type Session = { address: string | undefined; chainId: number | undefined }

const loggedOut: Session = { address: undefined, chainId: undefined }

/** The provider events the demo listens to and shows (EIP-1193). */
export const providerEvents = [
  'connect',
  'disconnect',
  'chainChanged',
  'accountsChanged',
  'message',
] as const

export type UseSessionParameters = {
  adapter: WalletAdapter
  /** Reads the logged-in account and chain from the wallet, as the page's family asks them. */
  readSession: () => Promise<Session>
  isReady: boolean
  onEvent: (name: string, value: unknown) => void
  run: RunAction
}

/**
 * Follows the provider's events to know the account and chain, reading both from the wallet
 * (`readSession`) after `connect` and once the frame is ready (a session may already be open).
 */
export function useSession({
  adapter,
  readSession,
  isReady,
  onEvent,
  run,
}: UseSessionParameters): Session {
  const [session, setSession] = useState<Session>(loggedOut)

  const refresh = useCallback(() => {
    run('readSession', async () => {
      const next = await readSession()
      setSession(next)
      return next
    })
  }, [readSession, run])

  useEffect(() => {
    const { provider } = adapter
    const listeners = providerEvents.map((name) => {
      const listener = (value: unknown) => {
        onEvent(name, value)
        if (name === 'connect') refresh()
        if (name === 'disconnect') setSession(loggedOut)
        if (name === 'chainChanged') setSession((s) => ({ ...s, chainId: parseChainId(value) }))
        if (name === 'accountsChanged') {
          const address = Array.isArray(value) ? value[0] : undefined
          setSession((s) => ({ ...s, address: typeof address === 'string' ? address : undefined }))
        }
      }
      provider.on(name, listener)
      return [name, listener] as const
    })
    return () => {
      for (const [name, listener] of listeners) provider.removeListener(name, listener)
    }
  }, [adapter, onEvent, refresh])

  useEffect(() => {
    if (!isReady) return
    run('isLoggedIn', async () => {
      const isLoggedIn = await adapter.isLoggedIn()
      if (isLoggedIn) refresh()
      return isLoggedIn
    })
  }, [adapter, isReady, refresh, run])

  return session
}
