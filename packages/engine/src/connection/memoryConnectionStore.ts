import type { AppConnectionStore } from './createAppConnection.js'

/**
 * The connection of an engine the wallet gave no store (tests, tools): in memory, connected from
 * the start, for `origin` ('null' when nobody named one, as browsers name an opaque origin).
 */
export function memoryConnectionStore(
  origin = 'null',
  connectedAt = Date.now(),
): AppConnectionStore {
  let saved: number | null = connectedAt
  return {
    origin,
    load: () => saved,
    save: (next) => {
      saved = next
    },
  }
}
