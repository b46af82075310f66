/** Fields the demo never prints, even though the host may read them (STYLE §B9: no tokens in logs). */
const secretFields = new Set(['loginToken', 'userDIDToken', 'token', 'idToken', 'privateKey'])

/**
 * A result or event value as readable JSON: bigints as decimal strings, `undefined` named,
 * secret fields replaced by `[redacted]`.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined'
  try {
    return JSON.stringify(value, (key, item) => {
      if (secretFields.has(key)) return '[redacted]'
      return typeof item === 'bigint' ? item.toString() : item
    })
  } catch {
    // Circular values cannot be JSON; their string form is the best we can show.
    return String(value)
  }
}
