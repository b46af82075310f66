/** Hosts where plain http stays on this machine (a local explorer or server beside a local node). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether `value` is a URL the wallet page may load or link to: https, or plain http on this
 * machine only, as the wallet page's CSP allows (`walletPagePolicy`). Anything else
 * (`javascript:`, `data:`, another scheme, http on the network) is not (issue #15 finding 7).
 */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}
