/**
 * The one spelling of a JSON value that signatures cover: object keys sorted by UTF-16 code
 * units, no whitespace, strings as `JSON.stringify` writes them, and integers only (a fraction
 * or an exponent could be written several ways). Properties whose value is `undefined` are left
 * out, as `JSON.stringify` leaves them out, so a value and its JSON text sign the same.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError('canonical JSON holds integers only')
    return String(value)
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof value}`)
}
