import type { Oauth2Grant, Oauth2Store } from './createOauth2Store.js'
import { oauth2Handle } from './oauth2Handle.js'
import type { Oauth2ServiceName } from './oauth2Services.js'
import { oauth2UserId } from './oauth2UserId.js'
import type { Answer } from './sendAnswer.js'

/** The user-info paths of the three services (third-party-apis §9), on their API hosts. */
const userInfoPaths: Readonly<Record<string, Oauth2ServiceName>> = {
  '/api/users/@me': 'discord',
  '/user': 'github',
  '/user/emails': 'github',
  '/2/users/me': 'x',
}

/** Each service's answer to a missing, unknown or expired access token. */
const unauthorized: Readonly<Record<Oauth2ServiceName, Answer>> = {
  discord: { status: 401, json: { message: '401: Unauthorized', code: 0 } },
  github: {
    status: 401,
    json: {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    },
  },
  x: {
    status: 401,
    json: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
  },
}

export type UserInfoRequest = {
  readonly method: string
  readonly pathname: string
  readonly authorization: string | undefined
}

/**
 * The user-info APIs (third-party-apis §9): Discord `GET /api/users/@me`, GitHub `GET /user`
 * and `GET /user/emails`, X `GET /2/users/me`, each in the real JSON shape, for a bearer token
 * of that service with the scopes the real one needs. Undefined for any other path.
 */
export function answerUserInfo(
  context: { readonly store: Oauth2Store; readonly baseUrl: string },
  request: UserInfoRequest,
): Answer | undefined {
  const service = userInfoPaths[request.pathname]
  if (!service) return undefined
  if (request.method !== 'GET') return { status: 405, json: { message: 'Method Not Allowed' } }
  // GitHub also takes its older `token` scheme.
  const scheme = service === 'github' ? /^(?:Bearer|token)\s+(\S+)$/i : /^Bearer\s+(\S+)$/i
  const token = scheme.exec(request.authorization ?? '')?.[1]
  const grant = token === undefined ? undefined : context.store.findAccessToken(token)
  if (!grant || grant.service !== service) return unauthorized[service]
  const has = (scope: string) => grant.scopes.includes(scope)
  if (service === 'discord') return has('identify') ? discordUser(grant) : unauthorized.discord
  if (service === 'x')
    return has('users.read') && has('tweet.read')
      ? { status: 200, json: { data: xUser(grant) } }
      : {
          status: 403,
          json: { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'Forbidden' },
        }
  if (request.pathname === '/user') return githubUser(grant, context.baseUrl)
  return has('user:email') || has('user') ? githubEmails(grant) : githubNotFound
}

function discordUser({ account, scopes }: Oauth2Grant): Answer {
  return {
    status: 200,
    json: {
      id: oauth2UserId('discord', account.accountId),
      username: oauth2Handle('discord', account.email),
      avatar: null,
      discriminator: '0',
      public_flags: 0,
      flags: 0,
      banner: null,
      accent_color: null,
      global_name: account.name,
      avatar_decoration_data: null,
      banner_color: null,
      mfa_enabled: false,
      locale: 'en-US',
      premium_type: 0,
      // Discord: `email` and `verified` come only with the email scope.
      ...(scopes.includes('email') ? { email: account.email, verified: true } : {}),
    },
  }
}

function githubUser({ account }: Oauth2Grant, baseUrl: string): Answer {
  const login = oauth2Handle('github', account.email)
  return {
    status: 200,
    json: {
      login,
      id: Number(oauth2UserId('github', account.accountId)),
      node_id: `U_${account.accountId}`,
      avatar_url: `${baseUrl}/avatar/${account.accountId}.svg`,
      gravatar_id: '',
      html_url: `${baseUrl}/${login}`,
      type: 'User',
      site_admin: false,
      name: account.name,
      company: null,
      blog: '',
      location: null,
      // The public email; many users keep it private (null), hence /user/emails.
      email: null,
      hireable: null,
      bio: null,
      public_repos: 0,
      followers: 0,
      following: 0,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: '2020-01-01T00:00:00Z',
    },
  }
}

function githubEmails({ account }: Oauth2Grant): Answer {
  const id = oauth2UserId('github', account.accountId)
  const login = oauth2Handle('github', account.email)
  return {
    status: 200,
    json: [
      { email: account.email, primary: true, verified: true, visibility: 'private' },
      // Every GitHub user also has a noreply address: verified, never primary.
      {
        email: `${id}+${login}@users.noreply.github.com`,
        primary: false,
        verified: true,
        visibility: null,
      },
    ],
  }
}

const githubNotFound: Answer = {
  status: 404,
  json: {
    message: 'Not Found',
    documentation_url:
      'https://docs.github.com/rest/users/emails#list-email-addresses-for-the-authenticated-user',
    status: '404',
  },
}

function xUser({ account }: Oauth2Grant) {
  return {
    id: oauth2UserId('x', account.accountId),
    name: account.name,
    username: oauth2Handle('x', account.email),
  }
}
