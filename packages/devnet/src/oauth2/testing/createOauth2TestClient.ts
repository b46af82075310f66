import { createHash, randomBytes } from 'node:crypto'
import type { Oauth2ServiceName } from '../oauth2Services.js'

/** What a client must know of each service: its real paths, scopes and client authentication. */
export const testedServices = {
  discord: {
    authorize: '/api/oauth2/authorize',
    token: '/api/oauth2/token',
    scope: 'identify email',
    auth: 'basic',
  },
  github: {
    authorize: '/login/oauth/authorize',
    token: '/login/oauth/access_token',
    scope: 'read:user user:email',
    auth: 'body',
  },
  x: {
    authorize: '/i/oauth2/authorize',
    token: '/2/oauth2/token',
    scope: 'users.read tweet.read',
    auth: 'basic',
  },
} as const satisfies Record<Oauth2ServiceName, unknown>

export type Oauth2TestClientParameters = {
  readonly baseUrl: string
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUri: string
}

/**
 * Test support: a client of the stand-in written from the services' documentation alone (not
 * from the stand-in's code), so the tests check the stand-in against what real clients send.
 */
export function createOauth2TestClient(parameters: Oauth2TestClientParameters) {
  const { baseUrl, clientId, clientSecret, redirectUri } = parameters
  const at = (path: string) => `${baseUrl}${path}`

  /** An authorization URL as the wallet server builds it: state and an S256 challenge. */
  function authorization(service: Oauth2ServiceName, change: Record<string, string | null> = {}) {
    const verifier = randomBytes(32).toString('base64url')
    const state = randomBytes(16).toString('base64url')
    const url = new URL(at(testedServices[service].authorize))
    const query: Record<string, string | null> = {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: testedServices[service].scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...change,
    }
    for (const [name, value] of Object.entries(query))
      if (value !== null) url.searchParams.set(name, value)
    return { url, verifier, state }
  }

  /** Answers the login page's form: `fields` besides the waiting request's id. */
  async function submitLogin(
    service: Oauth2ServiceName,
    page: Response,
    fields: Record<string, string>,
  ) {
    const requestId = /name="request" value="([^"]+)"/.exec(await page.text())?.[1]
    if (!requestId) throw new Error(`no login form on the page (${page.status})`)
    return fetch(at(testedServices[service].authorize), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request: requestId, ...fields }),
    })
  }

  /** Signs `email` in on the login page; returns where the user is sent back, and the verifier. */
  async function signIn(
    service: Oauth2ServiceName,
    email = 'alice@example.com',
    change: Record<string, string | null> = {},
  ) {
    const { url, verifier, state } = authorization(service, change)
    const back = await submitLogin(service, await fetch(url), { email })
    if (back.status !== 302) throw new Error(`sign-in answered ${back.status}`)
    const location = new URL(back.headers.get('location') ?? '')
    return { location, code: location.searchParams.get('code') ?? '', verifier, state }
  }

  /** The token request as each service documents it (form body; Basic or body credentials). */
  function exchange(
    service: Oauth2ServiceName,
    fields: Record<string, string | null>,
    options: { secret?: string; accept?: string } = {},
  ) {
    const secret = options.secret ?? clientSecret
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
    })
    for (const [name, value] of Object.entries(fields))
      if (value === null) form.delete(name)
      else form.set(name, value)
    const headers: Record<string, string> = {
      accept: options.accept ?? 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    }
    if (testedServices[service].auth === 'basic')
      headers.authorization = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`
    else {
      form.set('client_id', clientId)
      form.set('client_secret', secret)
    }
    return fetch(at(testedServices[service].token), { method: 'POST', headers, body: form })
  }

  async function accessTokenFor(service: Oauth2ServiceName, email = 'alice@example.com') {
    const { code, verifier } = await signIn(service, email)
    const response = await exchange(service, { code, code_verifier: verifier })
    return ((await response.json()) as { access_token: string }).access_token
  }

  async function getJson(path: string, token: string) {
    const response = await fetch(at(path), { headers: { authorization: `Bearer ${token}` } })
    return { status: response.status, body: await response.json() }
  }

  return { at, authorization, submitLogin, signIn, exchange, accessTokenFor, getJson }
}
