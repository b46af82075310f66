/** How a client named itself at the token endpoint (RFC 6749 §2.3.1). */
export type ClientCredentials = {
  readonly method: 'basic' | 'body'
  readonly clientId: string
  readonly clientSecret: string | undefined
}

/**
 * The client id and secret from an `Authorization: Basic` header (each form-encoded, then
 * base64) or else from the form body; undefined when the request names no client.
 */
export function readClientCredentials(
  authorization: string | undefined,
  form: URLSearchParams,
): ClientCredentials | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')?.[1]
  if (basic !== undefined) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) return undefined
    const formDecode = (value: string) => new URLSearchParams(`v=${value}`).get('v') ?? ''
    return {
      method: 'basic',
      clientId: formDecode(decoded.slice(0, colon)),
      clientSecret: formDecode(decoded.slice(colon + 1)),
    }
  }
  const clientId = form.get('client_id')
  if (clientId === null) return undefined
  return { method: 'body', clientId, clientSecret: form.get('client_secret') ?? undefined }
}
