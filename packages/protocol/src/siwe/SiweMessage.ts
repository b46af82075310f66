/**
 * A Sign-In with Ethereum message (EIP-4361), field by field as the message writes them (#17
 * SIWE). Dates stay the RFC 3339 text the app wrote (`parseRfc3339DateTime` reads their instant);
 * `null` where an optional field is absent.
 */
export type SiweMessage = {
  /** The optional `scheme://` before the domain. */
  readonly scheme: string | null
  /** RFC 3986 authority, host[:port], without user info. */
  readonly domain: string
  /** EIP-55 checksummed. */
  readonly address: `0x${string}`
  readonly statement: string | null
  readonly uri: string
  readonly version: '1'
  readonly chainId: number
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime: string | null
  readonly notBefore: string | null
  readonly requestId: string | null
  readonly resources: readonly string[]
}
