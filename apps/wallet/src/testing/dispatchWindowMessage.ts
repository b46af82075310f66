/** A stand-in for a window another page holds: what the messaging module reads of a sender. */
export type FakeWindow = {
  readonly closed: boolean
  opener: unknown
  parent: unknown
  readonly posted: { message: unknown; targetOrigin: string }[]
  postMessage(message: unknown, targetOrigin: string): void
}

/** A window that records what is posted to it. */
export function fakeWindow(options: { opener?: unknown; parent?: unknown } = {}): FakeWindow {
  const posted: FakeWindow['posted'] = []
  const window: FakeWindow = {
    closed: false,
    opener: options.opener ?? null,
    parent: options.parent ?? null,
    posted,
    postMessage: (message, targetOrigin) => posted.push({ message, targetOrigin }),
  }
  window.parent ??= window
  return window
}

/**
 * Dispatches a real `MessageEvent` on `target` as the browser would for `source` posting `data`
 * from `origin` (Node's MessageEvent takes only ports as a source, so the source is set after).
 */
export function dispatchWindowMessage(
  target: EventTarget,
  message: { readonly data: unknown; readonly origin: string; readonly source: unknown },
): MessageEvent {
  const event = new MessageEvent('message', { data: message.data, origin: message.origin })
  Object.defineProperty(event, 'source', { value: message.source })
  target.dispatchEvent(event)
  return event
}
