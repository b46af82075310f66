import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { telegramBotIdOf } from '@tessera/service-kit'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import type { FaucetChain } from './faucet/createEthSender.js'
import { createEvmFaucet, type EvmFaucet } from './faucet/createEvmFaucet.js'
import { respondJson } from './respond.js'
import { signTelegramLogin } from './signTelegramLogin.js'
import { readTelegramAuthRequest, telegramAuthPage } from './telegramAuthPage.js'

/** Who the app backend's custom tokens are for (the app's custom verifier `audience`). */
export const appBackendAudience = 'tessera-demo'
/** The Firebase project the stand-in signs ID tokens for. */
export const appBackendFirebaseProject = 'tessera-demo'
/** The demo app's Telegram bot (a local secret, like the devnet keys): the stand-in signs with it. */
export const appBackendTelegramBot = { botToken: '7000000001:tessera-demo-local-bot' }
/** The bot's public id, the part of its token before ':'. */
const telegramBotId = telegramBotIdOf(appBackendTelegramBot.botToken)

const tokenLifetime = '10m'
const maxBodyBytes = 4_096

/**
 * What an app registers to accept the backend at `url`: its custom verifier (SPEC §1 custom) and
 * its Firebase settings (`logins.firebase`, keys served by the backend).
 */
export function appBackendLogins(url: string) {
  return {
    customVerifier: {
      jwksUrl: `${url}/.well-known/jwks.json`,
      issuer: url,
      audience: appBackendAudience,
    },
    firebase: { projectId: appBackendFirebaseProject, jwksUrl: `${url}/firebase/jwks.json` },
    telegram: appBackendTelegramBot,
  }
}

export type AppBackend = RunningService & { readonly url: string } & ReturnType<
    typeof appBackendLogins
  >

/**
 * A host app's own backend, as SPEC §1 custom and bearer logins assume one: it signs in its users
 * its own way and hands the page a JWT for the wallet. `POST /custom-token {userId}` answers an
 * ES256 token (keys at `/.well-known/jwks.json`); `POST /firebase-token {uid}` answers an RS256 ID
 * token shaped as Firebase Auth issues them (`iss` securetoken.google.com/{project}, `aud` the
 * project; keys at `/firebase/jwks.json`, like Google's securetoken JWKS). It also stands in for
 * the Telegram Login Widget: `POST /telegram-login {id, first_name, username?}` answers the
 * widget's `tgAuthResult`, signed with the app's bot token as Telegram signs it, and `GET /auth`
 * is Telegram's login popup (`oauth.telegram.org/auth`, see `telegramAuthPage`): the local stack's
 * Telegram origin. Given the local chains, it is also their faucet (issue #17): `POST /faucet
 * {address, chainId}` sends 1 test ETH from the devnet's faucet account, once per address per
 * chain per hour (429 with when to come back), and answers `{address, chainId, amountWei, hash}`
 * once it is mined. CORS is open, so the demo page can ask for a token or test ETH itself.
 */
export async function startAppBackend({
  port,
  faucetChains = [],
}: {
  port: number
  /** The chains the faucet pays on; none: `/faucet` answers 404. */
  faucetChains?: readonly FaucetChain[]
}): Promise<AppBackend> {
  const url = `http://127.0.0.1:${port}`
  const custom = await generateKeyPair('ES256')
  const firebase = await generateKeyPair('RS256')
  const publicJwk = async (key: CryptoKey, kid: string, alg: string): Promise<JWK> => ({
    ...(await exportJWK(key)),
    kid,
    alg,
    use: 'sig',
  })
  const customKeys = { keys: [await publicJwk(custom.publicKey, 'custom-1', 'ES256')] }
  const firebaseKeys = { keys: [await publicJwk(firebase.publicKey, 'firebase-1', 'RS256')] }
  const firebaseIssuer = `https://securetoken.google.com/${appBackendFirebaseProject}`
  const faucet = faucetChains.length > 0 ? createEvmFaucet({ chains: faucetChains }) : undefined

  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    const path = new URL(request.url ?? '/', url).pathname
    if (request.method === 'OPTIONS') return respondJson(response, 204, {})
    if (request.method === 'GET' && path === '/health')
      return respondJson(response, 200, { ok: true })
    if (request.method === 'GET' && path === '/.well-known/jwks.json')
      return respondJson(response, 200, customKeys)
    if (request.method === 'GET' && path === '/firebase/jwks.json')
      return respondJson(response, 200, firebaseKeys)
    if (request.method === 'GET' && path === '/auth')
      return respondTelegramAuthPage(response, new URL(request.url ?? '/', url).searchParams)
    if (faucet && request.method === 'POST' && path === '/faucet')
      return respondFaucet(request, response, faucet)
    if (request.method !== 'POST' || !tokenPaths.includes(path))
      return respondJson(response, 404, { error: 'not found' })
    readJson(request)
      .then(async (body) => {
        if (path === '/telegram-login') return respondTelegramLogin(response, body)
        const subject = path === '/custom-token' ? body.userId : body.uid
        if (typeof subject !== 'string' || subject.length === 0 || subject.length > 128)
          return respondJson(response, 400, { error: 'userId (or uid) is required' })
        const token =
          path === '/custom-token'
            ? await new SignJWT({ email: subject.includes('@') ? subject : undefined })
                .setProtectedHeader({ alg: 'ES256', kid: 'custom-1' })
                .setIssuer(url)
                .setAudience(appBackendAudience)
                .setSubject(subject)
                .setIssuedAt()
                .setExpirationTime(tokenLifetime)
                .sign(custom.privateKey)
            : await new SignJWT({ auth_time: Math.floor(Date.now() / 1_000) })
                .setProtectedHeader({ alg: 'RS256', kid: 'firebase-1' })
                .setIssuer(firebaseIssuer)
                .setAudience(appBackendFirebaseProject)
                .setSubject(subject)
                .setIssuedAt()
                .setExpirationTime(tokenLifetime)
                .sign(firebase.privateKey)
        respondJson(response, 200, { token })
      })
      .catch(() => respondJson(response, 400, { error: 'the body must be JSON' }))
  })
  return { url, ...appBackendLogins(url), ...(await serveOnLoopback(server, port)) }
}

const tokenPaths = ['/custom-token', '/firebase-token', '/telegram-login']

/** Pays the address of the request's body, or says why not (502: the chain did not take it). */
function respondFaucet(request: IncomingMessage, response: ServerResponse, faucet: EvmFaucet) {
  readJson(request)
    .then(
      async (body) => {
        const answer = await faucet.fund(body)
        respondJson(response, answer.status, answer.body)
      },
      () => respondJson(response, 400, { error: 'the body must be JSON' }),
    )
    .catch((error: unknown) =>
      respondJson(response, 502, {
        error: `the local chain refused the payment: ${error instanceof Error ? error.message : String(error)}`,
      }),
    )
}

/** What the Telegram Login Widget hands the page once the user confirms in Telegram. */
function respondTelegramLogin(response: ServerResponse, body: Record<string, unknown>) {
  const { id, first_name: firstName, username } = body
  if (
    !Number.isSafeInteger(id) ||
    (id as number) <= 0 ||
    typeof firstName !== 'string' ||
    !firstName
  )
    return respondJson(response, 400, {
      error: 'id (a positive integer) and first_name are required',
    })
  const fields = {
    id: id as number,
    first_name: firstName.slice(0, 64),
    ...(typeof username === 'string' && username ? { username: username.slice(0, 32) } : {}),
    auth_date: Math.floor(Date.now() / 1_000),
  }
  respondJson(response, 200, { token: signTelegramLogin(fields, appBackendTelegramBot.botToken) })
}

/** Telegram's login popup for the page at `origin`, or a 400 naming what is wrong. */
function respondTelegramAuthPage(response: ServerResponse, query: URLSearchParams) {
  const request = readTelegramAuthRequest(query, telegramBotId)
  response.statusCode = request.ok ? 200 : 400
  response.setHeader('content-type', request.ok ? 'text/html; charset=utf-8' : 'text/plain')
  response.end(
    request.ok
      ? telegramAuthPage({ ...request, botToken: appBackendTelegramBot.botToken })
      : request.error,
  )
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > maxBodyBytes) throw new Error('body too large')
  }
  const parsed: unknown = JSON.parse(body)
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
  return parsed as Record<string, unknown>
}
