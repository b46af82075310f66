/** Hosts where plain http stays on this machine: local stand-ins for providers (ARCHITECTURE). */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether the server may talk to a provider at `url`: https anywhere, plain http only on this
 * machine, so client secrets and access tokens never cross a network in clear text.
 */
export function oauthTransportAllowed(url: URL): boolean {
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}
