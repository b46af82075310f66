import { isRecord } from '@tessera/chains'
import { evmAddressPattern } from '@tessera/protocol'
import { fetchParsed } from './fetchParsed.js'
import { parseTransakChainId, transakCryptoCurrenciesUrl } from './fetchTransakNetworks.js'

/** The token a sell order sells, as the card on-ramp's crypto-currency list has it (SPEC §7). */
export type TransakSellToken = {
  readonly symbol: string
  /** 'NATIVE' for the chain's coin (the list's zero address), else the ERC-20 contract. */
  readonly contractAddress: string
  readonly decimals: number
  /** `image.large`, when it is an http(s) URL. */
  readonly logo: string | null
  /** The EVM chain id of the order's network. */
  readonly chainId: number
}

export type FetchTransakSellTokenParameters = {
  /** Transak's API base URL, no trailing slash. */
  readonly apiUrl: string
  /** The order's `network` (Transak's name, e.g. 'polygon'). */
  readonly network: string
  /** The order's `cryptoCurrency` (e.g. 'USDT'). */
  readonly symbol: string
  readonly fetch?: typeof globalThis.fetch
}

/**
 * The token of a sell order (shared/notes §4a, §4c): `GET {apiUrl}/api/v2/currencies/crypto-currencies`,
 * the entry of the order's network and currency that may be sold (`isPayInAllowed`). Throws when
 * the list cannot be read or has no such token: the sell page shows W-134.
 */
export async function fetchTransakSellToken(
  parameters: FetchTransakSellTokenParameters,
): Promise<TransakSellToken> {
  return fetchParsed({
    url: transakCryptoCurrenciesUrl(parameters.apiUrl),
    what: `${parameters.symbol} on ${parameters.network}`,
    parse: (body) => parseTransakSellToken(body, parameters.network, parameters.symbol),
    fetch: parameters.fetch,
  })
}

const zeroAddress = /^0x0{40}$/

/** Narrows the untrusted list to the sellable token of `network` and `symbol`; undefined if none. */
export function parseTransakSellToken(
  body: unknown,
  network: string,
  symbol: string,
): TransakSellToken | undefined {
  if (!isRecord(body) || !Array.isArray(body.response)) return undefined
  for (const item of body.response) {
    if (!isRecord(item) || !isRecord(item.network)) continue
    if (item.network.name !== network || item.symbol !== symbol || item.isPayInAllowed !== true)
      continue
    const { address, decimals } = item
    const chainId = parseTransakChainId(item.network.chainId)
    if (typeof address !== 'string' || !evmAddressPattern.test(address)) continue
    if (!Number.isSafeInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 36)
      continue
    if (chainId === undefined) continue
    const logo = isRecord(item.image) ? item.image.large : undefined
    return {
      symbol,
      contractAddress: zeroAddress.test(address) ? 'NATIVE' : address,
      decimals: decimals as number,
      logo: typeof logo === 'string' && /^https?:\/\//.test(logo) ? logo : null,
      chainId,
    }
  }
  return undefined
}
