/** Logins whose proof only the auth service sees: an emailed code or link, a Telegram widget result, a SIWE signature. */
const serverCheckedVerifiers: readonly string[] = ['passwordless', 'telegram', 'siwe']

/**
 * Whether a key node may take the auth service's login token for `verifier` (issue #15): only
 * for logins the node cannot check itself, the built-ins above and OAuth 2 providers without ID
 * tokens (`oauth2:*`). OpenID logins (`oidc:*`) bring the provider's ID token and the app's own
 * JWTs (`custom:*`, `firebase`) come raw, and the node verifies those itself.
 */
export function isServerCheckedVerifier(verifier: string): boolean {
  return serverCheckedVerifiers.includes(verifier) || /^oauth2:.+/.test(verifier)
}
