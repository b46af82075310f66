import { address } from '@solana/kit'
import { WalletError } from '@tessera/errors'
import type { FamilyNfts } from '../../adapter/ChainAdapter.js'
import { isNft, type WatchedNft } from '../../assets/WatchedAsset.js'
import { mapLimited } from '../../async/mapLimited.js'
import { fetchNftMetadata, type NftMetadata } from '../../nfts/fetchNftMetadata.js'
import { hasNftDetails } from '../../nfts/hasNftDetails.js'
import { shortenAddress } from '../../units/shortenAddress.js'
import { readTokenHoldings } from '../balances/readTokenHoldings.js'
import type { SolanaAccount, SolanaClient, SolanaContext } from '../SolanaContext.js'
import { type NftHolding, readNftHoldings } from './readNftHoldings.js'

/** The URIs whose JSON metadata the wallet reads (SPEC §7: ipfs through the gateway). */
const fetchedUri = /^(https?|ipfs|data):/i

/** Metadata fetches under way at once in a refresh. */
const metadataFetchLimit = 4

/**
 * The NFT tab on Solana (SPEC §3 type `mpl`, N-020): the wallet's Metaplex NFTs, read from the
 * chain itself (no indexer): its token accounts of 0-decimal mints with a Token Metadata account,
 * named by that account and the JSON its URI serves (at most 4 fetches at once). No add by hand.
 */
export const solanaNfts: FamilyNfts<SolanaAccount, SolanaClient> = {
  read: async () => {
    throw new WalletError('operation_not_supported', {
      details: 'Solana NFTs are found on the chain, not added by hand',
    })
  },
  balanceOf: async (context, network, nft) => {
    const [held] = await readTokenHoldings(
      context.client(network),
      context.account.address,
      address(nft.address),
    )
    return held?.amount ?? 0n
  },
  findsOwned: () => true,
  findOwned: async (context, network) => {
    const client = context.client(network)
    const holdings = await readTokenHoldings(client, context.account.address)
    const listed = context.assets.list(network.id).filter(isNft)
    return mapLimited(
      await readNftHoldings(client, holdings),
      metadataFetchLimit,
      async (found): Promise<WatchedNft> => {
        // Its metadata is read once it is found, and again while that fetch has failed; a refresh
        // updates only the balance.
        const known = listed.find((nft) => nft.address === found.holding.mint)
        if (known && (hasNftDetails(known) || !fetchedUri.test(known.tokenUrl))) {
          const { networkId: _, ...nft } = known
          return nft
        }
        return mplNft(found, await metadataOf(context, found))
      },
    )
  },
}

/** The JSON metadata its URI serves; none for another scheme or one that fails (logged only). */
async function metadataOf(
  context: SolanaContext,
  { metadata }: NftHolding,
): Promise<NftMetadata | undefined> {
  if (!fetchedUri.test(metadata.uri)) return undefined
  return fetchNftMetadata(metadata.uri, 0n).catch((error: unknown) => {
    context.reportSilently(
      error instanceof WalletError ? error : new WalletError('W-147', { cause: error }),
    )
    return undefined
  })
}

/**
 * SPEC §3 NFT of type `mpl`: the mint as its address (token id 0), the JSON over the account; named
 * by the mint when neither has a name, so it never shows as 'collection #0'.
 */
function mplNft({ holding, metadata }: NftHolding, json: NftMetadata | undefined): WatchedNft {
  return {
    type: 'mpl',
    address: holding.mint,
    tokenId: 0n,
    collectionName: json?.collectionName ?? metadata.symbol,
    name: json?.name ?? (metadata.name || shortenAddress(holding.mint)),
    description: json?.description ?? null,
    image: json?.image ?? null,
    animationUrl: json?.animationUrl ?? null,
    attributes: json?.attributes ?? [],
    tokenUrl: metadata.uri,
    balance: holding.amount,
    autodetected: true,
  }
}
