/**
 * Plain http and ws, allowed to this machine only: a local node a user adds as a custom network
 * (SPEC §5 allows http and ws RPCs), a local explorer's images, and the whole local stack.
 * Anything else on plain http (a host on the LAN, a cloud metadata address) stays out of reach.
 */
const loopbackHttp = ['http://localhost:*', 'http://127.0.0.1:*']
const loopbackWs = ['ws://localhost:*', 'ws://127.0.0.1:*']

export type WalletPagePolicyParameters = {
  /** The origins that may frame the page besides the wallet itself (HOST-PROTOCOL §A3). */
  readonly frameAncestors: readonly string[]
  /**
   * The services the wallet is configured to talk to (gateway, auth service, key nodes, rates,
   * NFT indexer, on-ramp API, token lists): any URL, reduced to its origin.
   */
  readonly serviceUrls?: readonly string[]
}

/**
 * The Content-Security-Policy of every wallet page, the page that rebuilds and holds keys (issue
 * #15 finding 7): only its own scripts, styles, fonts and frames (`default-src 'self'`); no
 * plugins, no `<base>`, no form posts; framed only by the app's origins.
 *
 * `connect-src` lists the configured services, and then `https:` and `wss:` with plain http and
 * ws on this machine: a user may add a network with any RPC URL (SPEC §5) at any time, after the
 * page and its header were served, and an NFT's token URI can be any https URL (fetched after
 * approval). A closed list cannot name those ahead of time; the scheme rule keeps the wallet off
 * plain http on the network (internal hosts, cleartext). `img-src` and `media-src` take https:
 * and data: for token logos and NFT images and animations.
 */
export function walletPagePolicy(parameters: WalletPagePolicyParameters): string {
  const services = originsOf(parameters.serviceUrls ?? [])
  const ancestors = originsOf(parameters.frameAncestors)
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src ${["'self'", ...services, 'https:', 'wss:', ...loopbackHttp, ...loopbackWs].join(' ')}`,
    `img-src ${["'self'", ...services, 'data:', 'https:', ...loopbackHttp].join(' ')}`,
    `media-src ${["'self'", 'data:', 'https:', ...loopbackHttp].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ].join('; ')
}

/**
 * Each URL's origin, once, in order: an origin cannot carry a space or a `;`, so nothing a config
 * holds can add a directive. URLs without an origin of their own (`data:`, garbage) are left out.
 */
function originsOf(urls: readonly string[]): string[] {
  const origins = urls.flatMap((url) => {
    if (!URL.canParse(url)) return []
    const { origin } = new URL(url)
    return origin === 'null' ? [] : [origin]
  })
  return [...new Set(origins)]
}
