import { isHttpsOrLoopback } from '../http/isHttpsOrLoopback.js'

/**
 * Whether the server may talk to a provider at `url`: https anywhere, plain http only on this
 * machine (local stand-ins for providers, ARCHITECTURE), so client secrets and access tokens never
 * cross a network in clear text.
 */
export function oauthTransportAllowed(url: URL): boolean {
  return isHttpsOrLoopback(url)
}
