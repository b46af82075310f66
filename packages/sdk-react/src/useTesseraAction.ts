import type { Tessera } from '@tessera/sdk'
import { useCallback, useState } from 'react'
import { useTessera } from './useTessera.js'

export type TesseraAction = {
  /** Runs the action; resolves once it finished, never rejects (see `error`). */
  readonly run: () => Promise<void>
  readonly isPending: boolean
  /** The EIP-1193 error of the last run, e.g. code 4001 when the user closed the login modal. */
  readonly error: Error | undefined
}

/** Wraps a Tessera call with pending and error state, for the action hooks. */
export function useTesseraAction(action: (tessera: Tessera) => Promise<unknown>): TesseraAction {
  const tessera = useTessera()
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<Error | undefined>()
  const run = useCallback(async () => {
    setPending(true)
    setError(undefined)
    try {
      await action(tessera)
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)))
    } finally {
      setPending(false)
    }
  }, [action, tessera])
  return { run, isPending, error }
}
