import { useEffect, useRef, useState } from 'react'
import type { WalletAdapter } from '../adapters/WalletAdapter.js'
import type { RunAction } from './useActivityLog.js'

export type InitStatus = 'initializing' | 'ready' | 'failed'

/** Calls the SDK's `init()` once per page (React may run effects twice in development). */
export function useWalletInit(adapter: WalletAdapter, run: RunAction): InitStatus {
  const [status, setStatus] = useState<InitStatus>('initializing')
  const hasStarted = useRef(false)
  useEffect(() => {
    if (hasStarted.current) return
    hasStarted.current = true
    run('init', async () => {
      try {
        await adapter.init()
        setStatus('ready')
      } catch (error) {
        setStatus('failed')
        throw error
      }
    })
  }, [adapter, run])
  return status
}
