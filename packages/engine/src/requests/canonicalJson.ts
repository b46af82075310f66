/**
 * JSON with sorted object keys and bigints as `"<n>n"`, so equal values always give equal text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalise(value))
}

function normalise(value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`
  if (Array.isArray(value)) return value.map(normalise)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    )
  return value
}
