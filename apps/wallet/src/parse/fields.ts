// Small readers for untrusted JSON (STYLE B1.3: everything crossing a boundary is parsed).
// Each throws a `TypeError` naming the field, never echoing its value (it may be a secret).

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `value` as an object, or a TypeError naming `what`. */
export function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new TypeError(`${what} must be an object`)
  return value
}

/** A non-empty string field. */
export function stringField(record: Record<string, unknown>, name: string): string {
  const value = record[name]
  if (typeof value !== 'string' || value === '') throw new TypeError(`${name} must be a string`)
  return value
}

/** A string field that may be absent (undefined or null). */
export function optionalStringField(
  record: Record<string, unknown>,
  name: string,
): string | undefined {
  const value = record[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string`)
  return value
}

/** A finite number field. */
export function numberField(record: Record<string, unknown>, name: string): number {
  const value = record[name]
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`${name} must be a number`)
  return value
}

/** A boolean field. */
export function booleanField(record: Record<string, unknown>, name: string): boolean {
  const value = record[name]
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be a boolean`)
  return value
}

/** An array field. */
export function arrayField(record: Record<string, unknown>, name: string): unknown[] {
  const value = record[name]
  if (!Array.isArray(value)) throw new TypeError(`${name} must be an array`)
  return value
}
