import type { SiweMessage } from '@tessera/protocol'

/**
 * The host[:port] a SIWE message's domain names, as `URL.host` writes an origin's (lower case,
 * the default port of the scheme left out): under its own scheme, else https (EIP-4361 errata:
 * a wallet picks the scheme of a domain written without one). Null when no URL can hold it.
 */
export function siweHostOf(message: Pick<SiweMessage, 'scheme' | 'domain'>): string | null {
  const url = `${message.scheme ?? 'https'}://${message.domain}`
  return URL.canParse(url) ? new URL(url).host : null
}
