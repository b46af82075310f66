import { z } from 'zod'
import type { SocialIdentity } from './socialIdentityFromClaims.js'
import type { Oauth2SocialProvider } from './socialProviderFor.js'

/**
 * How the server signs a user in with one plain OAuth 2 provider (third-party-apis §9): the
 * authorization code flow with S256 PKCE, then the provider's user-info API. URLs are the real
 * ones; an app's `baseUrl` replaces only their origin (`oauth2Endpoints`).
 */
export type Oauth2Preset = {
  readonly authorizeUrl: string
  /** Takes a form-encoded POST (RFC 6749 §4.1.3) and answers JSON. */
  readonly tokenUrl: string
  /** Where the client secret goes, as the provider documents it (RFC 6749 §2.3.1). */
  readonly clientAuthentication: 'basic' | 'body'
  /** Fetched in this order with the access token as bearer; `readIdentity` gets the answers. */
  readonly userInfoUrls: readonly string[]
  /** Headers the provider's API asks for on user-info requests. */
  readonly userInfoHeaders: Readonly<Record<string, string>>
  /** Space-separated, as sent in the authorization URL. */
  readonly scope: string
  /** Who signed in, from the user-info answers; throws when they are not the documented shape. */
  readIdentity(answers: readonly unknown[]): SocialIdentity
}

const discordUser = z.object({
  id: z.string().regex(/^\d+$/),
  username: z.string().min(1),
  global_name: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})

const githubUser = z.object({
  id: z.number().int().positive(),
  login: z.string().min(1),
  name: z.string().nullish(),
  avatar_url: z.string().url().nullish(),
})

const githubEmails = z.array(
  z.object({ email: z.string().min(1), primary: z.boolean(), verified: z.boolean() }),
)

const xUser = z.object({
  data: z.object({
    id: z.string().regex(/^\d+$/),
    name: z.string(),
    username: z.string().min(1),
  }),
})

/** Discord's CDN, where `avatar` (a hash) becomes an image (Discord docs, Image Formatting). */
const discordCdnUrl = 'https://cdn.discordapp.com'

/** The presets an app's `logins.social` may name with `kind: 'oauth2'` (third-party-apis §9). */
export const oauth2Presets = {
  discord: {
    authorizeUrl: 'https://discord.com/api/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    clientAuthentication: 'basic',
    userInfoUrls: ['https://discord.com/api/users/@me'],
    userInfoHeaders: {},
    scope: 'identify email',
    readIdentity([answer]) {
      const user = discordUser.parse(answer)
      // §9: `email` names the user only once Discord has verified it.
      const email = user.verified === true ? user.email : undefined
      return identity({
        id: user.id,
        email,
        name: user.global_name || user.username,
        picture: user.avatar ? `${discordCdnUrl}/avatars/${user.id}/${user.avatar}.png` : undefined,
      })
    },
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    clientAuthentication: 'body',
    userInfoUrls: ['https://api.github.com/user', 'https://api.github.com/user/emails'],
    // GitHub's REST API refuses requests without a User-Agent.
    userInfoHeaders: {
      accept: 'application/vnd.github+json',
      'user-agent': 'Tessera',
      'x-github-api-version': '2022-11-28',
    },
    scope: 'read:user user:email',
    readIdentity([userAnswer, emailsAnswer]) {
      const user = githubUser.parse(userAnswer)
      // §9: `/user` `email` is the public one (often null); the primary verified one is asked.
      const primary = githubEmails
        .parse(emailsAnswer)
        .find((candidate) => candidate.primary && candidate.verified)
      return identity({
        id: String(user.id),
        email: primary?.email,
        name: user.name || user.login,
        picture: user.avatar_url,
      })
    },
  },
  x: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    clientAuthentication: 'basic',
    userInfoUrls: ['https://api.x.com/2/users/me'],
    userInfoHeaders: {},
    scope: 'users.read tweet.read',
    readIdentity([answer]) {
      // §9: no email without an extra, unverified scope; none is asked for.
      const { data } = xUser.parse(answer)
      return identity({ id: data.id, name: data.name || data.username })
    },
  },
} as const satisfies Record<Oauth2SocialProvider['preset'], Oauth2Preset>

function identity(fields: {
  id: string
  email?: string | null | undefined
  name?: string | null | undefined
  picture?: string | null | undefined
}): SocialIdentity {
  const { id, email, name, picture } = fields
  return {
    id,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(picture ? { picture } : {}),
  }
}
