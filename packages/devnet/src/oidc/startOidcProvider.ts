import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { type RunningService, serveOnLoopback } from '@tessera/stack'
import Provider, { type ClientMetadata, type Configuration, errors } from 'oidc-provider'
import { htmlSecurityHeaders } from '../respond.js'
import { accountClaims } from './accountClaims.js'
import { avatarSvg } from './avatarSvg.js'
import { type AccountDirectory, createAccountDirectory } from './createAccountDirectory.js'
import { createMemoryAdapter } from './createMemoryAdapter.js'
import { createSigningKeys } from './createSigningKeys.js'
import { handleInteraction, matchInteraction } from './handleInteraction.js'
import { renderErrorPage } from './renderErrorPage.js'
import { defaultTestUsers, type TestUser } from './testUsers.js'

/** An app allowed to sign users in, as registered with Google (confidential web client). */
export type OidcClient = {
  readonly clientId: string
  readonly clientSecret: string
  /** Exact URIs only: oidc-provider, like Google, accepts no wildcards. */
  readonly redirectUris: readonly string[]
}

export type StartOidcProviderParameters = {
  readonly port: number
  readonly clients: readonly OidcClient[]
  /** One-click accounts on the login page; defaults to Alice and Bob (`defaultTestUsers`). */
  readonly users?: readonly TestUser[]
}

export type OidcProvider = RunningService & {
  /** `http://127.0.0.1:{port}`; discovery is at `{issuer}/.well-known/openid-configuration`. */
  readonly issuer: string
}

const avatarPath = /^\/avatar\/(\d+)\.svg$/

/**
 * A local OpenID Connect provider standing in for Google: authorization code flow with PKCE
 * (S256) required, `openid email profile`, RS256 ID tokens that carry `email`, `email_verified`,
 * `name` and `picture`, and a login page listing the test users plus any typed email address.
 */
export async function startOidcProvider(
  parameters: StartOidcProviderParameters,
): Promise<OidcProvider> {
  const { port, clients, users = defaultTestUsers } = parameters
  const issuer = `http://127.0.0.1:${port}`
  const accounts = createAccountDirectory(users)
  const provider = new Provider(issuer, {
    ...(await providerConfiguration(issuer, accounts)),
    clients: clients.map(toClientMetadata),
  })
  for (const client of clients) await assertValidClient(provider, client)
  const handleOidc = provider.callback()

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname
    const interaction = matchInteraction(path)
    if (interaction)
      return void handleInteraction({ provider, accounts }, interaction, request, response)
    const avatar = avatarPath.exec(path)
    const account = avatar?.[1] ? accounts.find(avatar[1]) : undefined
    if (account)
      return void response
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end(avatarSvg(account))
    void handleOidc(request, response)
  })
  const service = await serveOnLoopback(server, port)
  return {
    issuer,
    ...service,
  }
}

async function providerConfiguration(
  issuer: string,
  accounts: AccountDirectory,
): Promise<Configuration> {
  return {
    adapter: createMemoryAdapter(),
    jwks: await createSigningKeys(),
    // Sessions do not outlive the process, so neither do the keys that sign their cookies.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    responseTypes: ['code'],
    // Google's lifetimes for what an app sees (1 h tokens); the rest ends with the process anyway.
    ttl: {
      AccessToken: 3_600,
      AuthorizationCode: 60,
      IdToken: 3_600,
      Interaction: 3_600,
      Session: 86_400,
      Grant: 86_400,
    },
    pkce: { required: () => true },
    // Google puts the profile claims in the ID token itself, not only in userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.find(sub)
      return account && { accountId: sub, claims: () => accountClaims(account, issuer) }
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.set(htmlSecurityHeaders)
      ctx.body = renderErrorPage({
        title: 'Sign-in failed',
        message: out.error_description ?? out.error,
      })
    },
  }
}

/** Fails at start, naming the client, where oidc-provider would only fail at its first use. */
async function assertValidClient(provider: Provider, client: OidcClient) {
  try {
    await provider.Client.validate(toClientMetadata(client))
  } catch (error) {
    const detail = error instanceof errors.OIDCProviderError ? error.error_description : undefined
    throw new Error(`oidc client ${client.clientId}: ${detail ?? String(error)}`, { cause: error })
  }
}

function toClientMetadata(client: OidcClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: [...client.redirectUris],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  }
}
