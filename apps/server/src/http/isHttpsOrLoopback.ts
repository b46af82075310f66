/** Hosts where plain http stays on this machine (the local stack, a developer's own pages). */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * https anywhere, plain http only on this machine: what the server accepts where a URL must not
 * cross a network in clear text (a provider it talks to, an origin that frames the wallet).
 */
export function isHttpsOrLoopback(url: URL): boolean {
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}
