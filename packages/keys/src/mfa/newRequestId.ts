/** A fresh request id for a key node request: 32 hex characters, served once per token. */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
