import { WalletError } from '@tessera/errors'
import { solanaAssetListDelayMs } from '@tessera/protocol'
import type { AssetEntry } from '../../assets/AssetEntry.js'
import type { KnownToken } from '../../assets/KnownToken.js'
import { monogramLogo } from '../../assets/monogramLogo.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { shortenAddress } from '../../units/shortenAddress.js'
import { type NftHolding, readNftHoldings } from '../nfts/readNftHoldings.js'
import type { SolanaContext } from '../SolanaContext.js'
import { lamportDecimals } from '../solanaUnits.js'
import { readTokenHoldings, type TokenHolding } from './readTokenHoldings.js'

/**
 * The home assets of the wallet on a Solana network (SPEC §2, §3): after SPEC §9's 200 ms wait
 * (K-029), SOL first, then every SPL token it holds on the Token and Token-2022 programs, named
 * by the token list (F-006, F-007) or, when the list does not know the mint, by its shortened
 * address. The NFTs among them (type `mpl`, N-020) are on the NFT tab instead. W-126 when the
 * node cannot tell the SOL balance; token balances, the NFT check and the token list that fail
 * are reported silently (SPEC §8) and the rest is listed.
 */
export async function readSolanaAssets(
  context: SolanaContext,
  network: NetworkConfig,
): Promise<readonly AssetEntry[]> {
  await new Promise((resolve) => setTimeout(resolve, solanaAssetListDelayMs))
  const client = context.client(network)
  const owner = context.account.address
  const silently =
    <fallback>(code: 'W-126' | 'W-147', value: fallback) =>
    (error: unknown): fallback => {
      context.reportSilently(
        error instanceof WalletError ? error : new WalletError(code, { cause: error }),
      )
      return value
    }
  const [lamports, holdings, known] = await Promise.all([
    client
      .getBalance(owner)
      .send()
      .then((answer) => answer.value),
    readTokenHoldings(client, owner).catch(silently<TokenHolding[]>('W-126', [])),
    context.knownTokens(network).catch(silently<readonly KnownToken[]>('W-147', [])),
  ]).catch((cause: unknown) => {
    throw cause instanceof WalletError ? cause : new WalletError('W-126', { cause })
  })
  const nfts = await readNftHoldings(client, holdings).catch(silently<NftHolding[]>('W-126', []))
  const nftMints = new Set(nfts.map(({ holding }) => holding.mint))
  const named = new Map(known.map((token) => [token.address, token]))
  return [
    { address: 'native', ...network.nativeCurrency, decimals: lamportDecimals, balance: lamports },
    ...holdings
      .filter(({ mint }) => !nftMints.has(mint))
      .map(({ mint, decimals, amount }): AssetEntry => {
        const token = named.get(mint)
        const symbol = token?.symbol ?? shortenAddress(mint)
        return {
          address: mint,
          name: token?.name ?? symbol,
          symbol,
          decimals,
          balance: amount,
          logo: token?.logo ?? monogramLogo(symbol),
        }
      }),
  ]
}
