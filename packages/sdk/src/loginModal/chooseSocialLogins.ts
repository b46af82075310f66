import type { Mark } from './drawMark.js'
import { providerMarks } from './providerMarks.js'

/** A social login the modal offers: the app's login name, the provider's own name, its mark. */
export type SocialLogin = { readonly kind: string; readonly name: string; readonly mark: Mark }

/**
 * The providers a user can start from the modal, most used first, under the login names apps
 * give them (the server names X's preset 'twitter' or 'x'). Apps name social logins freely and
 * `getAvailableLogins` lists them beside the app's own token logins (custom verifiers, Firebase)
 * that only the app can start, so only names known here are offered. Telegram is offered only
 * when the modal can open its popup (the caller leaves `'telegram'` out otherwise).
 */
const socialProviders = [
  { kinds: ['google'], name: 'Google', mark: providerMarks.google },
  { kinds: ['apple'], name: 'Apple', mark: providerMarks.apple },
  { kinds: ['twitter', 'x'], name: 'X', mark: providerMarks.x },
  { kinds: ['github'], name: 'GitHub', mark: providerMarks.github },
  { kinds: ['discord'], name: 'Discord', mark: providerMarks.discord },
  { kinds: ['telegram'], name: 'Telegram', mark: providerMarks.telegram },
  { kinds: ['twitch'], name: 'Twitch', mark: providerMarks.twitch },
] as const

/** How many social buttons show before "More options". */
export const shownSocialLoginCount = 3

/**
 * Splits the app's logins (`getAvailableLogins`) into the social buttons shown at once and those
 * behind "More options", most used first.
 *
 * @example chooseSocialLogins(['github', 'passwordless', 'google', 'my-token']) // shown: Google, GitHub
 */
export function chooseSocialLogins(logins: readonly string[]): {
  shown: SocialLogin[]
  more: SocialLogin[]
} {
  const offered = socialProviders.flatMap(({ kinds, name, mark }) => {
    const kind = kinds.find((candidate) => logins.includes(candidate))
    return kind ? [{ kind, name, mark }] : []
  })
  return {
    shown: offered.slice(0, shownSocialLoginCount),
    more: offered.slice(shownSocialLoginCount),
  }
}
