import type { AccountClaims } from 'oidc-provider'
import type { OidcAccount } from './createAccountDirectory.js'

/** The claims Google puts in its ID token and userinfo, for one local account. */
export function accountClaims(account: OidcAccount, issuer: string): AccountClaims {
  return {
    sub: account.accountId,
    email: account.email,
    email_verified: true,
    name: account.name,
    given_name: account.givenName,
    ...(account.familyName === undefined ? {} : { family_name: account.familyName }),
    picture: `${issuer}/avatar/${account.accountId}.svg`,
  }
}
