import { createServer, type IncomingMessage } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import { accountIdForEmail } from '../oidc/accountIdForEmail.js'
import { avatarSvg } from '../oidc/avatarSvg.js'
import { createAccountDirectory } from '../oidc/createAccountDirectory.js'
import { readFormBody } from '../oidc/readFormBody.js'
import { defaultTestUsers, type TestUser } from '../oidc/testUsers.js'
import { answerAuthorize, type Oauth2Client } from './answerAuthorize.js'
import { answerToken } from './answerToken.js'
import { answerUserInfo } from './answerUserInfo.js'
import { createOauth2Store } from './createOauth2Store.js'
import { type Oauth2ServiceName, oauth2ServiceForPath } from './oauth2Services.js'
import { oauth2UserId } from './oauth2UserId.js'
import { type Answer, sendAnswer } from './sendAnswer.js'

export type { Oauth2Client }

export type StartOauth2ProviderParameters = {
  readonly port: number
  /** Registered for all three services, as if the same app were set up at each. */
  readonly clients: readonly Oauth2Client[]
  /** One-click accounts on the login page; defaults to Alice and Bob (`defaultTestUsers`). */
  readonly users?: readonly TestUser[]
}

export type Oauth2Provider = RunningService & {
  /** `http://127.0.0.1:{port}`: an app's `baseUrl` for the discord, github and x presets. */
  readonly baseUrl: string
  /** The user id `service` gives the account of `email` (what a login token's `sub` will be). */
  userIdFor(service: Oauth2ServiceName, email: string): string
}

const avatarPath = /^\/avatar\/(\d+)\.svg$/

/**
 * A local stand-in for Discord, GitHub and X sign-in (third-party-apis §9): one HTTP server
 * answering all three services' real paths (authorize, token, user info) with their JSON shapes
 * and error envelopes. S256 PKCE is checked, codes work once and expire as the service's do,
 * and the login page offers the test users plus any typed email address.
 */
export async function startOauth2Provider(
  parameters: StartOauth2ProviderParameters,
): Promise<Oauth2Provider> {
  const { port, clients, users = defaultTestUsers } = parameters
  const baseUrl = `http://127.0.0.1:${port}`
  const context = {
    baseUrl,
    store: createOauth2Store(),
    accounts: createAccountDirectory(users),
    clients: new Map(clients.map((client) => [client.clientId, client])),
  }

  async function route(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', baseUrl)
    const method = request.method ?? 'GET'
    const matched = oauth2ServiceForPath(url.pathname)
    if (matched?.endpoint === 'authorize') {
      const form = method === 'POST' ? await readForm(request) : undefined
      return answerAuthorize(context, matched.service, { method, url, form })
    }
    if (matched?.endpoint === 'token')
      return answerToken(context, matched.service, {
        method,
        authorization: request.headers.authorization,
        accept: request.headers.accept,
        form: (await readForm(request)) ?? new URLSearchParams(),
      })
    const userInfo = answerUserInfo(context, {
      method,
      pathname: url.pathname,
      authorization: request.headers.authorization,
    })
    if (userInfo) return userInfo
    const avatar = avatarPath.exec(url.pathname)
    const account = avatar?.[1] ? context.accounts.find(avatar[1]) : undefined
    if (account) return { status: 200, svg: avatarSvg(account) }
    return { status: 404, json: { message: 'Not Found' } }
  }

  const server = createServer((request, response) => {
    route(request).then(
      (answer) => sendAnswer(response, answer),
      () => {
        if (response.headersSent) return void response.destroy()
        sendAnswer(response, { status: 500, json: { message: 'Internal Server Error' } })
      },
    )
  })
  const service = await serveOnLoopback(server, port)
  return {
    baseUrl,
    userIdFor: (service, email) => oauth2UserId(service, accountIdForEmail(email.toLowerCase())),
    ...service,
  }
}

/**
 * A form-encoded body; undefined for any other body (the three services read forms only) or
 * one too large to be a login or token request.
 */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(
    request.headers['content-type'] ?? '',
  )
  const form = await readFormBody(request).catch(() => undefined)
  return isForm ? form : undefined
}
