import { z } from 'zod'

const nameSchema = z.string().trim().max(100).optional()

/**
 * The `user` form field Apple posts on a user's first authorization (third-party-apis §9):
 * `{"name":{"firstName","lastName"},"email"}`. Only the name is kept: the email comes from the
 * verified ID token, never from this unsigned field.
 */
const appleUserSchema = z.object({
  name: z.object({ firstName: nameSchema, lastName: nameSchema }).optional(),
})

/** The name Apple's `user` field carries, re-serialized as `{"name":{…}}`; undefined if none. */
export type AppleUser = {
  readonly name: { readonly firstName?: string; readonly lastName?: string }
}

/** Longest `user` field accepted: a name pair and an email in JSON fit easily. */
export const appleUserMaxLength = 1_024

/**
 * Parses Apple's untrusted `user` JSON: the name parts when present and well formed, otherwise
 * undefined (a malformed field only costs the display name, never the login).
 */
export function parseAppleUser(raw: string | undefined): AppleUser | undefined {
  if (raw === undefined || raw.length > appleUserMaxLength) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    // Not JSON: treated as no name, which Apple also sends on every later authorization.
    return undefined
  }
  const parsed = appleUserSchema.safeParse(json)
  const firstName = parsed.data?.name?.firstName || undefined
  const lastName = parsed.data?.name?.lastName || undefined
  if (!firstName && !lastName) return undefined
  return { name: { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) } }
}

/** "First Last" from a parsed Apple `user`, as the login answer's `user.name`. */
export function appleUserDisplayName(user: AppleUser | undefined): string | undefined {
  const name = [user?.name.firstName, user?.name.lastName].filter(Boolean).join(' ')
  return name === '' ? undefined : name
}
