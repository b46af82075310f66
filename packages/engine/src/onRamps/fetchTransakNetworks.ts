import { isRecord } from '@tessera/chains'
import { fetchParsed } from './fetchParsed.js'

/** Transak's network name per EVM chain id, for buying and for selling (SPEC §7). */
export type TransakNetworks = {
  /** Chains with a coin that may be bought (`isAllowed`). */
  readonly buy: Readonly<Record<number, string>>
  /** Chains with a coin that may be sold (`isPayInAllowed`). */
  readonly sell: Readonly<Record<number, string>>
}

export type FetchTransakNetworksParameters = {
  /** Transak's API base URL (`https://api.transak.com`, or the local stand-in), no trailing slash. */
  readonly apiUrl: string
  readonly fetch?: typeof globalThis.fetch
}

/**
 * Reads which chains the card on-ramp serves (SPEC §7): `GET {apiUrl}/api/v2/currencies/crypto-currencies`,
 * the public list Transak answers as `{ response: [CryptoCurrency, …] }`. Throws when the service
 * is down or answers anything else: the caller reports W-133 silently (SPEC §8).
 */
export async function fetchTransakNetworks(
  parameters: FetchTransakNetworksParameters,
): Promise<TransakNetworks> {
  return fetchParsed({
    url: transakCryptoCurrenciesUrl(parameters.apiUrl),
    what: 'crypto-currencies',
    parse: parseTransakNetworks,
    fetch: parameters.fetch,
  })
}

/**
 * The URL of Transak's public crypto-currency list (shared/notes §4a) under its API base `apiUrl`:
 * read for the networks the card on-ramp serves and for a sell order's token (SPEC §7).
 */
export function transakCryptoCurrenciesUrl(apiUrl: string): string {
  return `${apiUrl}/api/v2/currencies/crypto-currencies`
}

/**
 * Narrows an untrusted crypto-currencies body. Reads `network.name`, `network.chainId` (a decimal
 * string, null off EVM), `isAllowed` (buy) and `isPayInAllowed` (sell) of each item; an item
 * without an EVM chain id or with another shape is skipped. The first name of a chain wins.
 */
export function parseTransakNetworks(body: unknown): TransakNetworks | undefined {
  if (!isRecord(body) || !Array.isArray(body.response)) return undefined
  const buy: Record<number, string> = {}
  const sell: Record<number, string> = {}
  for (const item of body.response) {
    if (!isRecord(item) || !isRecord(item.network)) continue
    const { name, chainId } = item.network
    const id = parseTransakChainId(chainId)
    if (typeof name !== 'string' || name === '' || id === undefined) continue
    if (item.isAllowed === true) buy[id] ??= name
    if (item.isPayInAllowed === true) sell[id] ??= name
  }
  return { buy, sell }
}

/**
 * A chain id as Transak's list writes it (a decimal string, shared/notes §4a), strictly: a
 * positive safe integer without sign, exponent or leading zero; undefined otherwise.
 */
export function parseTransakChainId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : undefined
}
