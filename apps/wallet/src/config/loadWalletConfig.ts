import type { NftIndexerConfig } from '@tessera/engine'
import {
  arrayField,
  asRecord,
  numberField,
  optionalStringField,
  stringField,
} from '../parse/fields.js'

/** What the wallet's host serves at `/wallet-config.json`. */
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
  /** The on-ramps (SPEC §2 Buy and Sell, §7); absent means Buy and Sell stay disabled. */
  readonly onRamp?: OnRampConfig
  /**
   * The Solana token list's mirrors, in order (SPEC §7: the first, then the fallback); absent
   * means SPL tokens show by their mint alone.
   */
  readonly solanaTokenListUrls?: readonly string[]
}

/** Where the card on-ramp (Transak) and, optionally, the second on-ramp live. */
export type OnRampConfig = {
  /** Transak's API (`https://api.transak.com`), for the crypto-currencies list. */
  readonly apiUrl: string
  /** Transak's hosted widget (`https://global.transak.com`). */
  readonly widgetUrl: string
  /** The partner's public widget key: not a secret, but never logged. */
  readonly apiKey: string
  /** The second on-ramp's buy page with the partner's query (`https://onramp.money/main/buy/?appId=…`). */
  readonly secondOnRampUrl?: string
  /**
   * Transak's realtime order channel, a Pusher app socket (`wss://ws-ap2.pusher.com/app/{key}`,
   * Transak's public key `1d9ffac87de599c61283`); absent means Buy orders are not followed.
   */
  readonly realtimeUrl?: string
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
  const onRamp = parseOnRamp(record.onRamp)
  const solanaTokenListUrls = parseUrlList(record.solanaTokenListUrls, 'solanaTokenListUrls')
  return {
    gatewayUrl: withoutTrailingSlash(stringField(record, 'gatewayUrl')),
    authUrl: withoutTrailingSlash(stringField(record, 'authUrl')),
    keyNetwork: { threshold, nodes },
    ...(ratesUrl ? { ratesUrl: withoutTrailingSlash(ratesUrl) } : {}),
    ...(nftIndexer ? { nftIndexer } : {}),
    ...(onRamp ? { onRamp } : {}),
    ...(solanaTokenListUrls ? { solanaTokenListUrls } : {}),
  }
}

/** A non-empty list of http(s) URLs, or undefined when absent. */
function parseUrlList(value: unknown, name: string): readonly string[] | undefined {
  if (value === undefined) return undefined
  const isUrl = (url: unknown) =>
    typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)
  if (!Array.isArray(value) || value.length === 0 || !value.every(isUrl))
    throw new TypeError(`${name} must be a list of http(s) URLs`)
  return value as string[]
}

/** `{ apiUrl, widgetUrl, apiKey, secondOnRampUrl?, realtimeUrl? }`; URLs must parse, the API loses its trailing slash. */
function parseOnRamp(value: unknown): OnRampConfig | undefined {
  if (value === undefined) return undefined
  const record = asRecord(value, 'onRamp')
  const urlField = (name: string) => {
    const url = stringField(record, name)
    if (!URL.canParse(url)) throw new TypeError(`onRamp.${name} must be a URL`)
    return url
  }
  const secondOnRampUrl =
    record.secondOnRampUrl === undefined ? undefined : urlField('secondOnRampUrl')
  const realtimeUrl = record.realtimeUrl === undefined ? undefined : urlField('realtimeUrl')
  if (realtimeUrl !== undefined && !/^wss?:$/.test(new URL(realtimeUrl).protocol))
    throw new TypeError('onRamp.realtimeUrl must be a ws(s) URL')
  return {
    apiUrl: withoutTrailingSlash(urlField('apiUrl')),
    widgetUrl: urlField('widgetUrl'),
    apiKey: stringField(record, 'apiKey'),
    ...(secondOnRampUrl ? { secondOnRampUrl } : {}),
    ...(realtimeUrl ? { realtimeUrl } : {}),
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

/** Fetches and parses `{walletOrigin}/wallet-config.json`. */
export async function loadWalletConfig(
  fetcher: typeof fetch = fetch,
  origin: string = globalThis.location.origin,
): Promise<WalletRuntimeConfig> {
  const response = await fetcher(`${origin}/wallet-config.json`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`wallet-config.json answered ${response.status}`)
  return parseWalletConfig(await response.json())
}
