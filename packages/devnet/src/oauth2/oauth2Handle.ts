import type { Oauth2ServiceName } from './oauth2Services.js'

/** Each service's user name rules: allowed characters and length (third-party-apis §9 users). */
const handleRules: Readonly<Record<Oauth2ServiceName, { disallowed: RegExp; maxLength: number }>> =
  {
    discord: { disallowed: /[^a-z0-9_.]+/g, maxLength: 32 },
    github: { disallowed: /[^a-z0-9-]+/g, maxLength: 39 },
    x: { disallowed: /[^a-z0-9_]+/g, maxLength: 15 },
  }

/**
 * The user name a service shows for an email address (Discord `username`, GitHub `login`, X
 * `username`): the part before @, with what the service does not allow replaced.
 */
export function oauth2Handle(service: Oauth2ServiceName, email: string): string {
  const { disallowed, maxLength } = handleRules[service]
  const replacement = service === 'github' ? '-' : '_'
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(disallowed, replacement)
  const trimmed = local.slice(0, maxLength).replace(/^-+|-+$/g, '')
  return trimmed.length >= 2 ? trimmed : `user${replacement}${trimmed}`
}
