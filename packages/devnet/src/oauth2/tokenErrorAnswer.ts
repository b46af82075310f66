import type { Oauth2ServiceName } from './oauth2Services.js'
import type { Answer } from './sendAnswer.js'

/** Why the token endpoint refuses a request, before each service words it its own way. */
export type TokenErrorKind =
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_grant'
  | 'redirect_mismatch'
  | 'pkce_mismatch'

type Envelope = { readonly status: number; readonly body: Readonly<Record<string, string>> }

const githubTroubleshooting =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors'

/**
 * Each service's documented error answers (third-party-apis §9, RFC 6749 §5.2 shape). GitHub
 * answers errors with status 200. Wording for PKCE and redirect mismatches is approximated
 * where the provider does not document it.
 */
const envelopes: Readonly<Record<Oauth2ServiceName, Record<TokenErrorKind, Envelope>>> = {
  discord: {
    invalid_client: { status: 401, body: { error: 'invalid_client' } },
    unsupported_grant_type: {
      status: 400,
      body: {
        error: 'unsupported_grant_type',
        error_description: 'Grant type None is not supported',
      },
    },
    invalid_grant: discord('Invalid "code" in request.'),
    redirect_mismatch: discord('Invalid "redirect_uri" in request.'),
    pkce_mismatch: discord('Invalid "code_verifier" in request.'),
  },
  github: {
    invalid_client: github(
      'incorrect_client_credentials',
      'The client_id and/or client_secret passed are incorrect.',
      'incorrect-client-credentials',
    ),
    unsupported_grant_type: github(
      'unsupported_grant_type',
      'The grant type is not supported.',
      'unsupported-grant-type',
    ),
    invalid_grant: github(
      'bad_verification_code',
      'The code passed is incorrect or expired.',
      'bad-verification-code',
    ),
    redirect_mismatch: github(
      'redirect_uri_mismatch',
      'The redirect_uri MUST match the registered callback URL for this application.',
      'redirect-uri-mismatch2',
    ),
    pkce_mismatch: github(
      'bad_verification_code',
      'The code passed is incorrect or expired.',
      'bad-verification-code',
    ),
  },
  x: {
    invalid_client: {
      status: 401,
      body: {
        error: 'unauthorized_client',
        error_description: 'Missing valid authorization header',
      },
    },
    unsupported_grant_type: x('Value passed for the grant type was invalid.'),
    invalid_grant: x('Value passed for the authorization code was invalid.'),
    redirect_mismatch: x('Value passed for the redirect uri did not match the authorization.'),
    pkce_mismatch: x('Value passed for the code verifier did not match the code challenge.'),
  },
}

/**
 * The token endpoint's refusal as `service` sends it; GitHub's is form-encoded unless the
 * client asked for JSON, like its successful answers.
 */
export function tokenErrorAnswer(
  service: Oauth2ServiceName,
  kind: TokenErrorKind,
  wantsJson: boolean,
): Answer {
  const { status, body } = envelopes[service][kind]
  if (service === 'github' && !wantsJson) return { status, form: new URLSearchParams(body) }
  return { status, json: body }
}

function discord(description: string): Envelope {
  return { status: 400, body: { error: 'invalid_grant', error_description: description } }
}

function github(error: string, description: string, anchor: string): Envelope {
  return {
    status: 200,
    body: {
      error,
      error_description: description,
      error_uri: `${githubTroubleshooting}#${anchor}`,
    },
  }
}

function x(description: string): Envelope {
  return { status: 400, body: { error: 'invalid_request', error_description: description } }
}
