import { useCallback, useRef, useState } from 'react'
import { describeError } from '../log/describeError.js'
import { describeValue } from '../log/describeValue.js'
import type { LogEntry } from '../log/LogEntry.js'

/** Runs one demo action and logs how it ends. */
export type RunAction = (action: string, task: () => Promise<unknown>) => void

export type ActivityLog = {
  entries: readonly LogEntry[]
  run: RunAction
  /** Logs a provider event as it arrives. */
  recordEvent: (name: string, value: unknown) => void
  clear: () => void
}

/** The log panel's state: every action with its result or error, and every provider event. */
export function useActivityLog(): ActivityLog {
  const [entries, setEntries] = useState<readonly LogEntry[]>([])
  const nextId = useRef(1)

  const append = useCallback((entry: Omit<LogEntry, 'id'>): number => {
    const id = nextId.current++
    setEntries((current) => [...current, { ...entry, id }])
    return id
  }, [])

  const settle = useCallback(
    (id: number, patch: Pick<LogEntry, 'outcome' | 'detail' | 'error'>) => {
      setEntries((current) =>
        current.map((entry) => (entry.id === id ? { id, action: entry.action, ...patch } : entry)),
      )
    },
    [],
  )

  const run = useCallback<RunAction>(
    (action, task) => {
      const id = append({ action, outcome: 'pending', detail: '' })
      // The task starts synchronously, inside the click handler, so login popups are allowed.
      let promise: Promise<unknown>
      try {
        promise = task()
      } catch (error) {
        promise = Promise.reject(error)
      }
      promise.then(
        (result) => settle(id, { outcome: 'ok', detail: describeValue(result) }),
        (error: unknown) =>
          settle(id, { outcome: 'error', detail: '', error: describeError(error) }),
      )
    },
    [append, settle],
  )

  const recordEvent = useCallback(
    (name: string, value: unknown) => {
      append({ action: `event:${name}`, outcome: 'event', detail: describeValue(value) })
    },
    [append],
  )

  const clear = useCallback(() => setEntries([]), [])

  return { entries, run, recordEvent, clear }
}
