import { isRecord } from '@tessera/chains'
import { secondOnRampExcludedChainIds } from '@tessera/protocol'
import { fetchParsed } from './fetchParsed.js'

/** The second on-ramp's network code and coin code per EVM chain id (SPEC §7). */
export type SecondOnRampNetworks = Readonly<
  Record<number, { readonly network: string; readonly coinCode: string }>
>

export type FetchSecondOnRampNetworksParameters = {
  /** The gateway (SPEC §7), no trailing slash. */
  readonly gatewayUrl: string
  readonly fetch?: typeof globalThis.fetch
}

/**
 * Reads the gateway's `GET /api/v1/onramp-coin-config/` (SPEC §7) for the chains the second
 * on-ramp serves. Throws when it cannot: the caller reports W-133 silently (SPEC §8).
 */
export async function fetchSecondOnRampNetworks(
  parameters: FetchSecondOnRampNetworksParameters,
): Promise<SecondOnRampNetworks> {
  return fetchParsed({
    url: `${parameters.gatewayUrl}/api/v1/onramp-coin-config/`,
    what: 'onramp-coin-config',
    parse: parseSecondOnRampNetworks,
    fetch: parameters.fetch,
  })
}

/**
 * Narrows the untrusted coin config `{ data: [{ chain_id, compatibility, onramp: { network, coin }
 * | null }] }` to the EVM chains with a second on-ramp, leaving out chains 80001 and 43114 (SPEC §9).
 */
export function parseSecondOnRampNetworks(body: unknown): SecondOnRampNetworks | undefined {
  if (!isRecord(body) || !Array.isArray(body.data)) return undefined
  const excluded: readonly number[] = secondOnRampExcludedChainIds
  const networks: Record<number, { network: string; coinCode: string }> = {}
  for (const entry of body.data) {
    if (!isRecord(entry) || entry.compatibility !== 'evm' || !isRecord(entry.onramp)) continue
    const chainId = Number(entry.chain_id)
    const { network, coin } = entry.onramp
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || excluded.includes(chainId)) continue
    if (typeof network !== 'string' || network === '' || typeof coin !== 'string' || coin === '')
      continue
    networks[chainId] ??= { network, coinCode: coin }
  }
  return networks
}

export type SecondOnRampUrlParameters = {
  /** The hosted buy page with the partner's own query kept (e.g. `…/main/buy/?appId=1`). */
  readonly baseUrl: string
  readonly network: string
  readonly coinCode: string
  readonly walletAddress: string
}

/** The second on-ramp's page to open in a new tab: query `network`, `coinCode`, `walletAddress` (SPEC §7). */
export function secondOnRampUrl(parameters: SecondOnRampUrlParameters): string {
  const url = new URL(parameters.baseUrl)
  url.searchParams.set('network', parameters.network)
  url.searchParams.set('coinCode', parameters.coinCode)
  url.searchParams.set('walletAddress', parameters.walletAddress)
  return url.href
}
