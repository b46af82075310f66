/** A social provider of the app as the gateway names it (`/api/v1/key-verifiers/{appId}`). */
export type NamedVerifier = { readonly name: string; readonly verifier: string }

const builtIn: Readonly<Record<string, string>> = {
  passwordless: 'passwordless',
  firebase: 'firebase',
  telegram: 'telegram',
  siwe: 'siwe',
}
const tokenVerifierPattern = /^(?:oidc|oauth2|custom):/

/**
 * HOST-PROTOCOL §C getPublicKey: turns the login name a host passes ('google', 'passwordless', a
 * custom provider) into the `verifier` of the login tokens (docs/server.md): built-ins keep their
 * name, social providers map to their trust root (`oidc:{issuer}`, `oauth2:{preset}…`), and any
 * other name is an app's custom verifier (`custom:{name}`). A token verifier passes unchanged.
 */
export function resolveVerifier(name: string, social: readonly NamedVerifier[]): string {
  if (tokenVerifierPattern.test(name)) return name
  const known = builtIn[name]
  if (known) return known
  const provider = social.find((candidate) => candidate.name === name)
  return provider ? provider.verifier : `custom:${name}`
}

/** The user id a verifier files keys under: emails as the auth service stores them. */
export function normalizeUserId(verifier: string, id: string): string {
  return verifier === 'passwordless' ? id.trim().toLowerCase() : id
}
