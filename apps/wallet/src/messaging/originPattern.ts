/**
 * A RegExp that matches exactly the given origins (penpal's `parentOrigin`): no prefix,
 * suffix or trailing-slash variants. An empty list matches nothing.
 */
export function originPattern(origins: readonly string[]): RegExp {
  if (origins.length === 0) return /(?!)/
  const escaped = origins.map((origin) => origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  return new RegExp(`^(?:${escaped.join('|')})$`)
}
