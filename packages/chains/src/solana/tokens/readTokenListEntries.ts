import { isAddress } from '@solana/kit'
import type { KnownToken } from '../../assets/KnownToken.js'
import { isRecord } from '../../params/isRecord.js'

/** A token of the Solana token list, with the cluster it is on (101, 102, 103). */
export type TokenListEntry = KnownToken & { readonly chainId: number }

const maxDecimals = 255 // an SPL mint's decimals are a u8
const isLogoUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:|data:)/i.test(value)

/**
 * The tokens of a Solana token-list document (the legacy `solana-labs/token-list` shape:
 * `{ tokens: [{ chainId, address, symbol, name, decimals, logoURI }] }`, third-party-apis §6):
 * entries that do not parse are left out; `logo` only for an http(s) or `data:` logoURI.
 * Undefined when the document is no token list at all.
 */
export function readTokenListEntries(document: unknown): TokenListEntry[] | undefined {
  if (!isRecord(document) || !Array.isArray(document.tokens)) return undefined
  return document.tokens.flatMap((entry: unknown): TokenListEntry[] => {
    if (!isRecord(entry)) return []
    const { chainId, address, symbol, name, decimals, logoURI } = entry
    const isValid =
      Number.isSafeInteger(chainId) &&
      typeof address === 'string' &&
      isAddress(address) &&
      typeof symbol === 'string' &&
      typeof name === 'string' &&
      Number.isInteger(decimals) &&
      (decimals as number) >= 0 &&
      (decimals as number) <= maxDecimals
    if (!isValid) return []
    return [
      {
        chainId: chainId as number,
        address,
        symbol,
        name,
        decimals: decimals as number,
        ...(isLogoUrl(logoURI) ? { logo: logoURI } : {}),
      },
    ]
  })
}
