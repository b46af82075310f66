import type { NamedVerifier } from '../login/resolveVerifier.js'
import { asRecord, isRecord, stringField } from '../parse/fields.js'

/**
 * `GET /api/v1/key-verifiers/{appId}`: the app's keyspace and its social providers' token
 * verifiers (OIDC and OAuth 2). Entries without a `name` cannot be matched to a host's login name and are skipped.
 */
export async function fetchKeyVerifiers(
  gatewayUrl: string,
  appId: string,
  fetcher: typeof fetch = fetch,
): Promise<{ keyspace: string; social: NamedVerifier[] }> {
  const response = await fetcher(`${gatewayUrl}/api/v1/key-verifiers/${encodeURIComponent(appId)}`)
  if (!response.ok) throw new Error(`key-verifiers answered ${response.status}`)
  const record = asRecord(await response.json(), 'key verifiers')
  const entries = [record.oidc, record.oauth2].flatMap((list) => (Array.isArray(list) ? list : []))
  return {
    keyspace: stringField(record, 'keyspace'),
    social: entries.flatMap((entry) =>
      isRecord(entry) && typeof entry.name === 'string' && typeof entry.verifier === 'string'
        ? [{ name: entry.name, verifier: entry.verifier }]
        : [],
    ),
  }
}
