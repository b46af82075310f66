import type { IDToken } from 'openid-client'

/** Who signed in, as a verified ID token says (SPEC §7 social login `user`). */
export type SocialIdentity = {
  readonly id: string
  readonly email?: string
  readonly name?: string
  readonly picture?: string
}

/**
 * Reads the identity from verified ID token claims: `sub`, `name`, `picture`, and `email` only
 * when the provider does not say it is unverified (Apple sends `email_verified` as a boolean or
 * as the string "false", third-party-apis §9).
 */
export function socialIdentityFromClaims(claims: IDToken): SocialIdentity {
  const isEmailUnverified = claims.email_verified === false || claims.email_verified === 'false'
  const email = isEmailUnverified ? undefined : stringClaim(claims.email)
  const name = stringClaim(claims.name)
  const picture = stringClaim(claims.picture)
  return {
    id: claims.sub,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(picture ? { picture } : {}),
  }
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}
