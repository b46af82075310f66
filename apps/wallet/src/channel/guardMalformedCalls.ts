import { childMethods } from '@tessera/protocol'
import { isRecord } from '../parse/fields.js'

const knownMethods: ReadonlySet<string> = new Set(childMethods)

/**
 * Drops penpal `call` messages that are not well formed (no id, an unknown method, args that are
 * not a list) before penpal sees them, so nothing is answered to them (STYLE B3). Listens in the
 * capture phase, which runs before penpal's listener.
 */
export function guardMalformedCalls(target: Window): () => void {
  const guard = (event: MessageEvent) => {
    const data: unknown = event.data
    if (!isRecord(data) || data.penpal !== 'call') return
    const { id, methodName, args } = data
    const wellFormed =
      (typeof id === 'string' || typeof id === 'number') &&
      typeof methodName === 'string' &&
      knownMethods.has(methodName) &&
      Array.isArray(args)
    if (!wellFormed) event.stopImmediatePropagation()
  }
  target.addEventListener('message', guard, { capture: true })
  return () => target.removeEventListener('message', guard, { capture: true })
}
