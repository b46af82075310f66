import type { AccountDirectory } from '../oidc/createAccountDirectory.js'
import { parseEmailAddress } from '../oidc/parseEmailAddress.js'
import { renderErrorPage } from '../oidc/renderErrorPage.js'
import type { AuthorizationRequest, Oauth2Store } from './createOauth2Store.js'
import type { Oauth2Service } from './oauth2Services.js'
import { renderOauth2LoginPage } from './renderOauth2LoginPage.js'
import type { Answer } from './sendAnswer.js'

/** A client registered with the stand-in, as with the real provider's developer portal. */
export type Oauth2Client = {
  readonly clientId: string
  readonly clientSecret: string
  /** Exact URIs only, as the three providers match them. */
  readonly redirectUris: readonly string[]
}

export type AuthorizeContext = {
  readonly store: Oauth2Store
  readonly accounts: AccountDirectory
  readonly clients: ReadonlyMap<string, Oauth2Client>
}

// RFC 7636 §4.2: BASE64URL(SHA-256) is 43 characters; the spec allows 43 to 128.
const codeChallengeFormat = /^[\w-]{43,128}$/

/**
 * The authorize endpoint of one service (third-party-apis §9): GET checks the request and shows
 * the login page; POST (that page's forms) signs the chosen user in and sends them back with a
 * code, or with `access_denied`. Problems with the client or its redirect URI get an error page;
 * later ones go back to the client, as RFC 6749 §4.1.2.1 says.
 */
export function answerAuthorize(
  context: AuthorizeContext,
  service: Oauth2Service,
  request: { method: string; url: URL; form: URLSearchParams | undefined },
): Answer {
  if (request.method === 'GET') return showLogin(context, service, request.url.searchParams)
  if (request.method === 'POST')
    return request.form
      ? decide(context, service, request.form)
      : errorPage(400, 'The sign-in form could not be read.')
  return errorPage(405, `Use GET or POST at ${service.authorizePath}.`)
}

function showLogin(context: AuthorizeContext, service: Oauth2Service, query: URLSearchParams) {
  const client = context.clients.get(query.get('client_id') ?? '')
  if (!client) return errorPage(400, `${service.title} does not know this client_id.`)
  const named = query.get('redirect_uri')
  const redirectUri = named ?? (service.isRedirectUriRequired ? undefined : client.redirectUris[0])
  if (redirectUri === undefined || !client.redirectUris.includes(redirectUri))
    return errorPage(400, 'The redirect_uri is not one registered for this client.')
  const state = query.get('state') ?? undefined
  const refuse = (error: string, description: string) =>
    backToClient(redirectUri, { error, error_description: description, state })
  // GitHub's authorize URL takes no response_type; Discord and X only know 'code'.
  if (service.name !== 'github' && query.get('response_type') !== 'code')
    return refuse('unsupported_response_type', 'response_type must be code')
  const codeChallenge = query.get('code_challenge') ?? undefined
  if (codeChallenge === undefined && service.isPkceRequired)
    return refuse('invalid_request', 'code_challenge is required')
  if (codeChallenge !== undefined && query.get('code_challenge_method') !== 'S256')
    return refuse('invalid_request', 'code_challenge_method must be S256')
  if (codeChallenge !== undefined && !codeChallengeFormat.test(codeChallenge))
    return refuse('invalid_request', 'code_challenge is malformed')
  if (state === undefined && service.isStateRequired)
    return refuse('invalid_request', 'state is required')
  const waiting: AuthorizationRequest = {
    service: service.name,
    clientId: client.clientId,
    redirectUri,
    scopes: (query.get('scope') ?? '').split(/[\s,]+/).filter(Boolean),
    state,
    codeChallenge,
  }
  return loginPage(context, service, context.store.addRequest(waiting), waiting)
}

function decide(context: AuthorizeContext, service: Oauth2Service, form: URLSearchParams) {
  const requestId = form.get('request') ?? ''
  const waiting = context.store.findRequest(requestId)
  if (!waiting || waiting.service !== service.name)
    return errorPage(400, 'This sign-in has expired or is already finished.')
  if (form.get('decision') === 'deny') {
    context.store.takeRequest(requestId)
    return backToClient(waiting.redirectUri, {
      error: 'access_denied',
      error_description: 'The user denied the request',
      state: waiting.state,
    })
  }
  const typed = form.get('email') ?? ''
  const email = parseEmailAddress(typed)
  if (!email)
    return loginPage(context, service, requestId, waiting, {
      email: typed,
      error: 'Enter an email address like name@example.com.',
    })
  context.store.takeRequest(requestId)
  const account = context.accounts.signIn(email)
  const code = context.store.issueCode({ ...waiting, account }, service.codeLifetimeMs)
  return backToClient(waiting.redirectUri, { code, state: waiting.state })
}

function loginPage(
  context: AuthorizeContext,
  service: Oauth2Service,
  requestId: string,
  waiting: AuthorizationRequest,
  typed?: { email: string; error: string },
): Answer {
  const html = renderOauth2LoginPage({
    title: service.title,
    action: service.authorizePath,
    requestId,
    clientId: waiting.clientId,
    testUsers: context.accounts.testUsers,
    email: typed?.email,
    error: typed?.error,
  })
  return { status: typed ? 400 : 200, html }
}

function backToClient(redirectUri: string, parameters: Record<string, string | undefined>) {
  const url = new URL(redirectUri)
  for (const [name, value] of Object.entries(parameters))
    if (value !== undefined) url.searchParams.set(name, value)
  return { status: 302, location: url.href } as const
}

function errorPage(status: number, message: string): Answer {
  return { status, html: renderErrorPage({ title: 'Sign-in failed', message }) }
}
