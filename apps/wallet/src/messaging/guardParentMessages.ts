import { parentToChildMessageSchema } from '@tessera/protocol'

export type GuardParentMessagesParameters = {
  /** The app's registered origins: the only ones a handshake is taken from. */
  readonly isAllowedOrigin: (origin: string) => boolean
  /** The only window a parent message may come from: `window.parent`. */
  readonly parent: Window
  /** Told the origin penpal's handshake came from: the host page's true origin (`event.origin`). */
  readonly onConnected?: ((origin: string) => void) | undefined
}

/**
 * Stands before penpal (HOST-PROTOCOL §B): a penpal message reaches it only when it comes from
 * the parent window, from a registered origin (after the handshake, from exactly the origin that
 * answered it), and parses with `parentToChildMessageSchema` (a known child method, an id, args
 * as a list). Anything else is stopped before penpal sees it, so nothing is answered to it
 * (STYLE B3). Listens in the capture phase, which runs before penpal's listener.
 */
export function guardParentMessages(
  target: Window,
  parameters: GuardParentMessagesParameters,
): () => void {
  let connectedOrigin: string | undefined
  const guard = (event: MessageEvent) => {
    const data: unknown = event.data
    // Not penpal's: the other listeners of the module check their own.
    if (typeof data !== 'object' || data === null || !('penpal' in data)) return
    const parsed = parentToChildMessageSchema.safeParse(data)
    const isFromParent =
      event.source === parameters.parent &&
      (connectedOrigin === undefined
        ? parameters.isAllowedOrigin(event.origin)
        : event.origin === connectedOrigin)
    if (!isFromParent || !parsed.success) {
      event.stopImmediatePropagation()
      return
    }
    // penpal answers the first synAck of a registered origin and talks only to that origin then.
    if (parsed.data.penpal === 'synAck' && connectedOrigin === undefined) {
      connectedOrigin = event.origin
      parameters.onConnected?.(event.origin)
    }
  }
  target.addEventListener('message', guard, { capture: true })
  return () => target.removeEventListener('message', guard, { capture: true })
}
