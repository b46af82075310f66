/** How one line of the demo's log ended: still waiting, a result, an error, or a provider event. */
export type LogOutcome = 'pending' | 'ok' | 'error' | 'event'

/** One line of the log panel: what was asked (or which event came) and what came back. */
export type LogEntry = {
  id: number
  /** A JSON-RPC method, a login (`login:google`), an SDK call (`getUser`) or `event:<name>`. */
  action: string
  outcome: LogOutcome
  /** The result or event value as JSON; empty while pending and for errors. */
  detail: string
  /** For errors: the numeric EIP-1193 code (or the SDK's code) and the message. */
  error?: { code: string; message: string; data: string }
}
