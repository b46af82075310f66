/** The plain OAuth 2 providers the stand-in plays (third-party-apis §9). */
export type Oauth2ServiceName = 'discord' | 'github' | 'x'

/** How one real provider behaves, as far as a client can tell (third-party-apis §9). */
export type Oauth2Service = {
  readonly name: Oauth2ServiceName
  /** Shown on the login page: "Sign in with {title}". */
  readonly title: string
  readonly authorizePath: string
  readonly tokenPath: string
  /** X refuses an authorization request without S256 PKCE; the others take it when sent. */
  readonly isPkceRequired: boolean
  /** X requires `state`; Discord and GitHub only pass it through. */
  readonly isStateRequired: boolean
  /** GitHub falls back to the registered callback; Discord and X need it named. */
  readonly isRedirectUriRequired: boolean
  /** GitHub's token request has no `grant_type`; Discord and X insist on `authorization_code`. */
  readonly isGrantTypeRequired: boolean
  /** Where a confidential client may put its secret at the token endpoint. */
  readonly clientAuthentication: readonly ('basic' | 'body')[]
  readonly codeLifetimeMs: number
  /** `expires_in` of access tokens; GitHub's OAuth app tokens do not expire. */
  readonly accessTokenLifetimeS: number | undefined
  /** Scopes the token URL reports, joined as the provider joins them. */
  readonly scopeSeparator: ' ' | ','
}

/** The three services, each on its real paths, so one server can stand in for all of them. */
export const oauth2Services: Readonly<Record<Oauth2ServiceName, Oauth2Service>> = {
  discord: {
    name: 'discord',
    title: 'Discord',
    authorizePath: '/api/oauth2/authorize',
    tokenPath: '/api/oauth2/token',
    isPkceRequired: false,
    isStateRequired: false,
    isRedirectUriRequired: true,
    isGrantTypeRequired: true,
    clientAuthentication: ['basic', 'body'],
    // Undocumented; Discord's codes live for minutes, like GitHub's.
    codeLifetimeMs: 10 * 60_000,
    accessTokenLifetimeS: 604_800,
    scopeSeparator: ' ',
  },
  github: {
    name: 'github',
    title: 'GitHub',
    authorizePath: '/login/oauth/authorize',
    tokenPath: '/login/oauth/access_token',
    isPkceRequired: false,
    isStateRequired: false,
    isRedirectUriRequired: false,
    isGrantTypeRequired: false,
    clientAuthentication: ['body'],
    // GitHub docs: "codes expire after 10 minutes".
    codeLifetimeMs: 10 * 60_000,
    accessTokenLifetimeS: undefined,
    scopeSeparator: ',',
  },
  x: {
    name: 'x',
    title: 'X',
    authorizePath: '/i/oauth2/authorize',
    tokenPath: '/2/oauth2/token',
    isPkceRequired: true,
    isStateRequired: true,
    isRedirectUriRequired: true,
    isGrantTypeRequired: true,
    // X: confidential clients authenticate with a Basic authorization header only.
    clientAuthentication: ['basic'],
    // X docs: the authorization code is valid for 30 seconds.
    codeLifetimeMs: 30_000,
    accessTokenLifetimeS: 7_200,
    scopeSeparator: ' ',
  },
}

/** The service and endpoint a request path names, if it is one of the three services' paths. */
export function oauth2ServiceForPath(
  pathname: string,
): { service: Oauth2Service; endpoint: 'authorize' | 'token' } | undefined {
  for (const service of Object.values(oauth2Services)) {
    if (pathname === service.authorizePath) return { service, endpoint: 'authorize' }
    if (pathname === service.tokenPath) return { service, endpoint: 'token' }
  }
  return undefined
}
