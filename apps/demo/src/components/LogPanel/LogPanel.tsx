import type { LogEntry } from '../../log/LogEntry.js'

export type LogPanelProps = { entries: readonly LogEntry[]; onClear: () => void }

const outcomeLabels = { pending: 'waiting', ok: 'result', error: 'error', event: 'event' } as const

/**
 * Every action's result or error and every provider event, newest first. Each entry carries
 * `data-action` and `data-outcome` so browser tests can wait for exactly the line they need.
 */
export function LogPanel({ entries, onClear }: LogPanelProps) {
  return (
    <section className="card log" aria-labelledby="log-heading">
      <div className="log-header">
        <h2 id="log-heading">Log</h2>
        <button type="button" className="quiet" data-testid="log-clear" onClick={onClear}>
          Clear
        </button>
      </div>
      {entries.length === 0 && (
        <p className="muted">Results, errors and provider events show up here.</p>
      )}
      <ol data-testid="log" aria-live="polite" reversed>
        {[...entries].reverse().map((entry) => (
          <li
            key={entry.id}
            className={`entry entry-${entry.outcome}`}
            data-testid="log-entry"
            data-action={entry.action}
            data-outcome={entry.outcome}
          >
            <div className="entry-head">
              <span className="badge">{outcomeLabels[entry.outcome]}</span>
              <span className="entry-action">{entry.action}</span>
            </div>
            {entry.detail !== '' && <code data-testid="log-detail">{entry.detail}</code>}
            {entry.error && (
              <code data-testid="log-error">
                <span data-testid="log-error-code">{entry.error.code}</span>{' '}
                <span data-testid="log-error-message">{entry.error.message}</span>
                {entry.error.data !== '' && (
                  <span data-testid="log-error-data"> {entry.error.data}</span>
                )}
              </code>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
