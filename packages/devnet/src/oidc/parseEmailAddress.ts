// RFC 5321 §4.5.3.1.3: a path is at most 256 octets, so an address at most 254.
const maxEmailLength = 254
// Deliberately plain: dot-atom local part and a dotted domain, no quoted strings or IP literals.
const emailAddress =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/

/** Trims and lowercases a typed email address; undefined when it is not one. */
export function parseEmailAddress(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined
  const email = input.trim().toLowerCase()
  if (email.length > maxEmailLength || !emailAddress.test(email)) return undefined
  const [local = ''] = email.split('@')
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return undefined
  return email
}
