import type { WalletRuntimeConfig } from './loadWalletConfig.js'

/**
 * Every service the wallet calls on its own, as its config names them: gateway, auth service, key
 * nodes, exchange rates, NFT indexer, the on-ramp's API and realtime order channel, and the Solana
 * token lists. What serves
 * the wallet lists them in the page's `connect-src` (issue #15 finding 7). The on-ramp widget and
 * the second on-ramp are pages the wallet opens in a new tab, not services it calls.
 */
export function walletServiceUrls(config: WalletRuntimeConfig): string[] {
  return [
    config.gatewayUrl,
    config.authUrl,
    ...config.keyNetwork.nodes.map((node) => node.url),
    ...(config.ratesUrl ? [config.ratesUrl] : []),
    ...(config.nftIndexer ? [config.nftIndexer.url] : []),
    ...(config.onRamp ? [config.onRamp.apiUrl] : []),
    ...(config.onRamp?.realtimeUrl ? [config.onRamp.realtimeUrl] : []),
    ...(config.solanaTokenListUrls ?? []),
  ]
}
