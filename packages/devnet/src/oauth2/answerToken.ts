import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Oauth2Client } from './answerAuthorize.js'
import type { Oauth2Grant, Oauth2Store } from './createOauth2Store.js'
import { isPkceVerifierValid } from './isPkceVerifierValid.js'
import type { Oauth2Service } from './oauth2Services.js'
import { readClientCredentials } from './readClientCredentials.js'
import type { Answer } from './sendAnswer.js'
import { type TokenErrorKind, tokenErrorAnswer } from './tokenErrorAnswer.js'

export type TokenContext = {
  readonly store: Oauth2Store
  readonly clients: ReadonlyMap<string, Oauth2Client>
}

export type TokenRequest = {
  readonly method: string
  readonly authorization: string | undefined
  readonly accept: string | undefined
  /** The form-encoded body; empty when the body was anything else (the services read no JSON). */
  readonly form: URLSearchParams
}

/**
 * The token endpoint of one service (RFC 6749 §4.1.3, third-party-apis §9): authenticates the
 * client the way that service allows, takes the code (it works once, even when the exchange then
 * fails), checks redirect URI and S256 PKCE, and answers an access token in the service's shape.
 */
export function answerToken(
  context: TokenContext,
  service: Oauth2Service,
  request: TokenRequest,
): Answer {
  const wantsJson = /application\/json/i.test(request.accept ?? '')
  if (request.method !== 'POST') return { status: 405, json: { error: 'method_not_allowed' } }
  const refuse = (kind: TokenErrorKind) => tokenErrorAnswer(service.name, kind, wantsJson)
  const { form } = request
  const client = authenticate(context, service, request)
  if (!client) return refuse('invalid_client')
  const grantType = form.get('grant_type')
  const isGrantTypeOk =
    grantType === 'authorization_code' || (grantType === null && !service.isGrantTypeRequired)
  if (!isGrantTypeOk) return refuse('unsupported_grant_type')
  const grant = context.store.takeCode(form.get('code') ?? '')
  if (!grant || grant.service !== service.name || grant.clientId !== client.clientId)
    return refuse('invalid_grant')
  const redirectUri = form.get('redirect_uri')
  if (redirectUri === null ? service.isRedirectUriRequired : redirectUri !== grant.redirectUri)
    return refuse('redirect_mismatch')
  const verifier = form.get('code_verifier')
  const isPkceOk =
    grant.codeChallenge === undefined
      ? verifier === null
      : isPkceVerifierValid(verifier, grant.codeChallenge)
  if (!isPkceOk) return refuse('pkce_mismatch')
  return issueAccessToken(context, service, grant, wantsJson)
}

function authenticate(context: TokenContext, service: Oauth2Service, request: TokenRequest) {
  const credentials = readClientCredentials(request.authorization, request.form)
  if (!credentials || !service.clientAuthentication.includes(credentials.method)) return undefined
  const client = context.clients.get(credentials.clientId)
  if (!client || credentials.clientSecret === undefined) return undefined
  return isSameSecret(credentials.clientSecret, client.clientSecret) ? client : undefined
}

function issueAccessToken(
  context: TokenContext,
  service: Oauth2Service,
  grant: Oauth2Grant,
  wantsJson: boolean,
): Answer {
  const lifetimeS = service.accessTokenLifetimeS
  // GitHub's OAuth app tokens start with gho_ (GitHub docs, token formats).
  const prefix = service.name === 'github' ? 'gho_' : ''
  const accessToken = context.store.issueAccessToken(
    grant,
    prefix,
    lifetimeS === undefined ? undefined : lifetimeS * 1_000,
  )
  const scope = grant.scopes.join(service.scopeSeparator)
  if (service.name === 'github') {
    const body = { access_token: accessToken, scope, token_type: 'bearer' }
    return wantsJson
      ? { status: 200, json: body }
      : { status: 200, form: new URLSearchParams(body) }
  }
  if (service.name === 'discord')
    return {
      status: 200,
      json: {
        token_type: 'Bearer',
        access_token: accessToken,
        expires_in: lifetimeS,
        // Shape only: the stand-in offers no refresh_token grant.
        refresh_token: randomBytes(24).toString('base64url'),
        scope,
      },
    }
  return {
    status: 200,
    json: { token_type: 'bearer', expires_in: lifetimeS, access_token: accessToken, scope },
  }
}

function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
