import type { AppLogins } from '../apps/appSettings.js'
import { ApiError } from '../http/ApiError.js'

/** One OpenID provider an app signs users in with (`logins.social` entry, SPEC §1). */
export type SocialProvider = AppLogins['social'][number]

/**
 * The app's social provider named `name` (the login kind hosts pass, SPEC §2 `/:appId/v2/init/`),
 * or `login_not_enabled` when the app has none by that name.
 */
export function socialProviderFor(logins: AppLogins, name: string): SocialProvider {
  const provider = logins.social.find((candidate) => candidate.name === name)
  if (!provider) throw new ApiError('login_not_enabled')
  return provider
}
