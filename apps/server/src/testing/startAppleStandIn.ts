import { type KeyObject, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWTPayload, jwtVerify, SignJWT } from 'jose'

/** A user signing in at the stand-in, as Apple's ID token names them. */
export type AppleStandInAccount = { readonly sub: string; readonly email: string }

export type AppleStandInParameters = {
  readonly clientId: string
  readonly teamId: string
  readonly keyId: string
  /** The public half of the app's Apple key: client secrets must verify with it. */
  readonly clientKey: KeyObject
  /** The redirect URIs the Services ID has registered (the server's form-post endpoints). */
  readonly redirectUris: readonly string[]
}

/** One request the token endpoint received, for tests to look at. */
export type AppleStandInTokenRequest = {
  readonly form: Record<string, string>
  /** The verified client secret's claims; undefined when it did not verify. */
  readonly clientSecretClaims: JWTPayload | undefined
}

export type AppleStandIn = {
  readonly issuer: string
  /**
   * What Apple's authorize page does once the user agrees: checks the authorization URL (client,
   * redirect URI, `form_post`, scopes) and returns the form Apple would post back.
   */
  authorize(url: URL, account: AppleStandInAccount): { code: string; state: string }
  readonly tokenRequests: readonly AppleStandInTokenRequest[]
  stop(): Promise<void>
}

type IssuedCode = {
  readonly account: AppleStandInAccount
  readonly nonce: string | undefined
  readonly redirectUri: string
}

/**
 * A minimal local Sign in with Apple (third-party-apis §9) for tests: discovery, JWKS and a token
 * endpoint that only answers a `client_secret_post` ES256 client secret signed by the app's key
 * (`{iss: teamId, aud: issuer, sub: clientId}`, `kid`), with an RS256 ID token carrying
 * `email_verified` as a string, as Apple does. Listens on a free loopback port.
 */
export async function startAppleStandIn(parameters: AppleStandInParameters): Promise<AppleStandIn> {
  const signing = await generateKeyPair('RS256')
  const signingKid = randomBytes(4).toString('hex')
  const jwks = {
    keys: [{ ...(await exportJWK(signing.publicKey)), kid: signingKid, alg: 'RS256', use: 'sig' }],
  }
  const codes = new Map<string, IssuedCode>()
  const tokenRequests: AppleStandInTokenRequest[] = []
  let issuer = ''

  async function verifyClientSecret(secret: string | undefined): Promise<JWTPayload | undefined> {
    if (!secret) return undefined
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, parameters.clientKey, {
        algorithms: ['ES256'],
        issuer: parameters.teamId,
        audience: issuer,
        subject: parameters.clientId,
      })
      return protectedHeader.kid === parameters.keyId ? payload : undefined
    } catch {
      // A bad secret is what this endpoint answers `invalid_client` to.
      return undefined
    }
  }

  async function token(form: Record<string, string>): Promise<[number, unknown]> {
    const clientSecretClaims = await verifyClientSecret(form.client_secret)
    tokenRequests.push({ form, clientSecretClaims })
    if (form.client_id !== parameters.clientId || !clientSecretClaims)
      return [400, { error: 'invalid_client' }]
    const issued = codes.get(form.code ?? '')
    codes.delete(form.code ?? '')
    if (
      form.grant_type !== 'authorization_code' ||
      !issued ||
      form.redirect_uri !== issued.redirectUri
    )
      return [400, { error: 'invalid_grant' }]
    const idToken = await new SignJWT({
      email: issued.account.email,
      email_verified: 'true',
      is_private_email: 'false',
      ...(issued.nonce ? { nonce: issued.nonce, nonce_supported: true } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: signingKid })
      .setIssuer(issuer)
      .setAudience(parameters.clientId)
      .setSubject(issued.account.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(signing.privateKey)
    return [
      200,
      {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
      },
    ]
  }

  async function handle(request: IncomingMessage): Promise<[number, unknown]> {
    const path = new URL(request.url ?? '/', issuer).pathname
    if (request.method === 'GET' && path === '/.well-known/openid-configuration')
      return [
        200,
        {
          issuer,
          authorization_endpoint: `${issuer}/auth/authorize`,
          token_endpoint: `${issuer}/auth/token`,
          jwks_uri: `${issuer}/auth/keys`,
          response_types_supported: ['code'],
          response_modes_supported: ['query', 'fragment', 'form_post'],
          subject_types_supported: ['pairwise'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'name'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'sub'],
        },
      ]
    if (request.method === 'GET' && path === '/auth/keys') return [200, jwks]
    if (request.method === 'POST' && path === '/auth/token') {
      let text = ''
      for await (const chunk of request) text += chunk
      return token(Object.fromEntries(new URLSearchParams(text)))
    }
    return [404, { error: 'not_found' }]
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    handle(request).then(
      ([status, body]) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      },
      () => response.writeHead(500).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function authorize(url: URL, account: AppleStandInAccount) {
    const query = url.searchParams
    const state = query.get('state')
    const redirectUri = query.get('redirect_uri') ?? ''
    if (
      `${url.origin}${url.pathname}` !== `${issuer}/auth/authorize` ||
      query.get('client_id') !== parameters.clientId ||
      !parameters.redirectUris.includes(redirectUri) ||
      query.get('response_type') !== 'code' ||
      query.get('response_mode') !== 'form_post' ||
      !state
    )
      throw new Error(`the stand-in refuses ${url.href}`)
    const code = `c_${randomBytes(16).toString('hex')}`
    codes.set(code, { account, nonce: query.get('nonce') ?? undefined, redirectUri })
    return { code, state }
  }

  return {
    issuer,
    authorize,
    tokenRequests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
