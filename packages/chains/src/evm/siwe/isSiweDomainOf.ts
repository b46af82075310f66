import type { SiweMessage } from '@tessera/protocol'
import { siweHostOf } from './siweHostOf.js'

/**
 * EIP-4361: the wallet MUST match the message's domain to where the request came from. True when
 * the domain's host[:port] is the app origin's host and its scheme, if written, the origin's
 * (#17 SIWE). An origin that is no URL matches nothing.
 */
export function isSiweDomainOf(
  message: Pick<SiweMessage, 'scheme' | 'domain'>,
  appOrigin: string,
): boolean {
  if (!URL.canParse(appOrigin)) return false
  const app = new URL(appOrigin)
  const isSameScheme =
    message.scheme === null || `${message.scheme.toLowerCase()}:` === app.protocol
  return isSameScheme && siweHostOf(message) === app.host
}
