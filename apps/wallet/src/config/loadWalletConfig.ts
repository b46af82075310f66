import type { NftIndexerConfig } from '@tessera/engine'
import {
  arrayField,
  asRecord,
  numberField,
  optionalStringField,
  stringField,
} from '../parse/fields.js'

/** What the wallet's host serves at `/wallet-config.json` (contracts.md). */
export type WalletRuntimeConfig = {
  /** Gateway (SPEC §7), no trailing slash. */
  readonly gatewayUrl: string
  /** Auth service (SPEC §7), no trailing slash. */
  readonly authUrl: string
  readonly keyNetwork: {
    readonly threshold: number
    /** Each node's P-256 public key (65-byte point, 0x hex) makes the wallet check its answers. */
    readonly nodes: readonly {
      readonly index: number
      readonly url: string
      readonly publicKey?: string
    }[]
  }
  /** Exchange-rate service base URL; absent means no fiat. */
  readonly ratesUrl?: string
  /** The NFT indexer (SPEC §7 NFTs by owner); absent means no NFTs are found on their own. */
  readonly nftIndexer?: NftIndexerConfig
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

/** Parses the runtime config; throws a TypeError naming the first bad field. */
export function parseWalletConfig(json: unknown): WalletRuntimeConfig {
  const record = asRecord(json, 'wallet-config.json')
  const network = asRecord(record.keyNetwork, 'keyNetwork')
  const nodes = arrayField(network, 'nodes').map((node) => {
    const entry = asRecord(node, 'keyNetwork.nodes[]')
    const publicKey = optionalStringField(entry, 'publicKey')
    if (publicKey !== undefined && !/^0x04[0-9a-f]{128}$/.test(publicKey))
      throw new TypeError(
        'keyNetwork.nodes[].publicKey must be a P-256 point: 0x04 and 128 hex digits',
      )
    return {
      index: numberField(entry, 'index'),
      url: withoutTrailingSlash(stringField(entry, 'url')),
      ...(publicKey ? { publicKey } : {}),
    }
  })
  const threshold = numberField(network, 'threshold')
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > nodes.length)
    throw new TypeError('keyNetwork.threshold must be between 1 and the number of nodes')
  const ratesUrl = optionalStringField(record, 'ratesUrl')
  const nftIndexer = parseNftIndexer(record.nftIndexer)
  return {
    gatewayUrl: withoutTrailingSlash(stringField(record, 'gatewayUrl')),
    authUrl: withoutTrailingSlash(stringField(record, 'authUrl')),
    keyNetwork: { threshold, nodes },
    ...(ratesUrl ? { ratesUrl: withoutTrailingSlash(ratesUrl) } : {}),
    ...(nftIndexer ? { nftIndexer } : {}),
  }
}

/** `{ url, chainIds? }`: the indexer's endpoint and, for one of its own, its chain names' ids. */
function parseNftIndexer(value: unknown): NftIndexerConfig | undefined {
  if (value === undefined) return undefined
  const record = asRecord(value, 'nftIndexer')
  const url = stringField(record, 'url')
  if (record.chainIds === undefined) return { url }
  const chainIds = Object.entries(asRecord(record.chainIds, 'nftIndexer.chainIds')).map(
    ([name, chainId]) => {
      if (!Number.isSafeInteger(chainId) || (chainId as number) <= 0)
        throw new TypeError('nftIndexer.chainIds must map chain names to chain ids')
      return [name, chainId as number] as const
    },
  )
  return { url, chainIds: Object.fromEntries(chainIds) }
}

/** Fetches and parses `{walletOrigin}/wallet-config.json` (contracts.md). */
export async function loadWalletConfig(
  fetcher: typeof fetch = fetch,
  origin: string = globalThis.location.origin,
): Promise<WalletRuntimeConfig> {
  const response = await fetcher(`${origin}/wallet-config.json`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`wallet-config.json answered ${response.status}`)
  return parseWalletConfig(await response.json())
}
