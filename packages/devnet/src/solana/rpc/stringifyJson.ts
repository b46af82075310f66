/**
 * JSON text of `value` with bigints written as bare integers, as the real RPC writes u64 values
 * (lamports, `rentEpoch` 2^64-1): `JSON.stringify` refuses bigints, and numbers past 2^53 would
 * lose digits. Kit's client parses such integers back into bigints.
 */
export function stringifyJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(stringifyJson).join(',')}]`
  const fields = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => `${JSON.stringify(key)}:${stringifyJson(field)}`)
  return `{${fields.join(',')}}`
}
