/** The PRF extension's output: HMAC-SHA-256 by the authenticator (WebAuthn L3 §10.1.4). */
const prfOutputBytes = 32

/** The first PRF result a ceremony returned (`prf.results.first`), or undefined without one. */
export function prfOutputOf(credential: PublicKeyCredential): Uint8Array | undefined {
  const first = credential.getClientExtensionResults().prf?.results?.first
  if (first === undefined) return undefined
  const bytes = ArrayBuffer.isView(first)
    ? new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
    : new Uint8Array(first)
  return bytes.length === prfOutputBytes ? Uint8Array.from(bytes) : undefined
}
