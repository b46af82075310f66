import type { UserProfile } from '../../session/LoggedInUser.js'
import { texts } from '../texts.js'

/** How the Profile screen names the logged-in user. */
export type ProfileDescription = {
  /** The name, else the email, else the login's user id (a custom login may have only that). */
  readonly title: string
  /** The email under a name; absent when the title already is the email or there is none. */
  readonly subtitle: string | undefined
  /** The avatar's letter when there is no picture. */
  readonly initial: string
  /** The login method: 'Google', 'Email', … or a custom provider's own name. */
  readonly method: string
}

/** Names the user from what the login gave (SPEC §3 User info), for the Profile screen. */
export function describeProfile(profile: UserProfile): ProfileDescription {
  const name = profile.name?.trim() || undefined
  const email = profile.email?.trim() || undefined
  const title = name ?? email ?? profile.id
  const [first = '?'] = Array.from(title)
  return {
    title,
    subtitle: name === undefined ? undefined : email,
    initial: first.toLocaleUpperCase(),
    method: texts.profile.loginMethods[profile.loginType] ?? profile.loginType,
  }
}
