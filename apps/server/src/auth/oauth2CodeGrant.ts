import { z } from 'zod'
import { ApiError } from '../http/ApiError.js'
import { oauth2Endpoints } from './oauth2Endpoints.js'
import { oauth2FetchJson } from './oauth2FetchJson.js'
import { oauth2Presets } from './oauth2Presets.js'
import type { SocialIdentity } from './socialIdentityFromClaims.js'
import type { Oauth2SocialProvider } from './socialProviderFor.js'

export type Oauth2CodeGrantParameters = {
  readonly redirectUri: string
  readonly code: string
  readonly codeVerifier: string
}

/** RFC 6749 §5.1; Discord says "Bearer", GitHub and X "bearer" (third-party-apis §9). */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
})

/**
 * Exchanges an authorization code at a plain OAuth 2 provider's token URL (form-encoded, with
 * the PKCE verifier and the client secret where the preset sends it), then reads who signed in
 * from its user-info URL(s) (third-party-apis §9). Any failure is `oauth_failed`: what the
 * provider said stays in `cause`, never in the answer (SPEC §7).
 */
export async function oauth2CodeGrant(
  provider: Oauth2SocialProvider,
  parameters: Oauth2CodeGrantParameters,
): Promise<SocialIdentity> {
  const preset = oauth2Presets[provider.preset]
  const endpoints = oauth2Endpoints(provider)
  try {
    const accessToken = await exchangeCode(provider, endpoints.tokenUrl, parameters)
    const answers = await Promise.all(
      endpoints.userInfoUrls.map((url) =>
        oauth2FetchJson(url, {
          headers: {
            accept: 'application/json',
            ...preset.userInfoHeaders,
            authorization: `Bearer ${accessToken}`,
          },
        }),
      ),
    )
    return preset.readIdentity(answers)
  } catch (cause) {
    throw new ApiError('oauth_failed', { cause })
  }
}

async function exchangeCode(
  provider: Oauth2SocialProvider,
  tokenUrl: string,
  parameters: Oauth2CodeGrantParameters,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: parameters.code,
    redirect_uri: parameters.redirectUri,
    code_verifier: parameters.codeVerifier,
  })
  const headers: Record<string, string> = {
    // §9: GitHub answers form-encoded unless asked for JSON.
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  }
  const { clientId, clientSecret } = provider
  if (clientSecret !== undefined && oauth2Presets[provider.preset].clientAuthentication === 'basic')
    headers.authorization = `Basic ${basicCredentials(clientId, clientSecret)}`
  else {
    // A public client (no secret) names itself in the body, as does a client_secret_post one.
    form.set('client_id', clientId)
    if (clientSecret !== undefined) form.set('client_secret', clientSecret)
  }
  const answer = await oauth2FetchJson(tokenUrl, { method: 'POST', headers, body: form })
  return tokenAnswer.parse(answer).access_token
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64-encoded. */
function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)
  return Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')
}
