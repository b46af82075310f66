import type { MessageSchema } from '@tessera/protocol'

/** Who may send a kind of window message, and what it must look like. */
export type WindowMessageRule<message> = {
  /** The origins the message may come from, compared exactly. */
  readonly isAllowedOrigin: (origin: string) => boolean
  /** The windows the message may come from (a frame, a popup): compared by identity or kin. */
  readonly isAllowedSource: (source: Window) => boolean
  /** The message's schema from `@tessera/protocol`. */
  readonly schema: MessageSchema<message>
}

/** A message that passed its rule, and the window to answer. */
export type ReceivedMessage<message> = {
  readonly message: message
  readonly source: Window
  readonly origin: string
}

/**
 * Calls `onMessage` for each message `target` receives that comes from an allowed origin AND an
 * allowed source window and parses with the rule's schema (STYLE B1.3, B3). Anything else is
 * dropped without a word: no answer, no error, nothing logged. Answers the function that stops
 * listening.
 */
export function listenToWindow<message>(
  target: Window,
  rule: WindowMessageRule<message>,
  onMessage: (received: ReceivedMessage<message>) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    const source = windowOf(event.source)
    if (!source || !rule.isAllowedOrigin(event.origin) || !rule.isAllowedSource(source)) return
    const parsed = rule.schema.safeParse(event.data)
    if (!parsed.success) return
    onMessage({ message: parsed.data, source, origin: event.origin })
  }
  target.addEventListener('message', listener)
  return () => target.removeEventListener('message', listener)
}

/** The sending window, or null for a message port, a service worker or no source at all. */
function windowOf(source: MessageEventSource | null): Window | null {
  if (source === null || typeof source !== 'object') return null
  // A WindowProxy, even cross-origin, has `closed`; ports and workers do not.
  return 'closed' in source && 'postMessage' in source ? (source as Window) : null
}
