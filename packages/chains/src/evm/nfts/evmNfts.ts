import { WalletError } from '@tessera/errors'
import type { Address, LocalAccount } from 'viem'
import type { FamilyNfts } from '../../adapter/ChainAdapter.js'
import type { WatchedNft } from '../../assets/WatchedAsset.js'
import type { EvmClient } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import { readAssetAddress } from '../methods/watchAsset/readAssetAddress.js'
import { readNftAsset } from '../methods/watchAsset/readNftAsset.js'
import { readOwnedBalance } from '../methods/watchAsset/readNftToWatch.js'
import { readTokenId } from '../methods/watchAsset/readTokenId.js'
import { fetchNftsByOwner } from '../nftIndexer/fetchNftsByOwner.js'
import { assertNotEthereumMainnetAsset } from '../tokens/assertNotEthereumMainnetAsset.js'
import { detectNftType } from './detectNftType.js'

/**
 * The NFT tab's reads on EVM (SPEC §2, §5): ERC-721 and ERC-1155 told apart by ERC-165, ownership
 * by `ownerOf` / `balanceOf`, metadata from the token URI, and what Ankr's indexer finds.
 */
export const evmNfts: FamilyNfts<LocalAccount, EvmClient> = {
  read: async (context, network, form) => {
    const address = addressOf(form.address)
    const tokenId = tokenIdOf(form.tokenId)
    if (context.assets.has({ networkId: network.id, address, tokenId }))
      throw new WalletError('W-142')
    await assertNotEthereumMainnetAsset(network, address)
    const { publicClient } = context.client(network)
    const type = await detectNftType(publicClient, address)
    return readNftAsset(
      publicClient,
      { type, address, tokenId, owner: context.account.address },
      { notOwned: 'W-113', noSuchToken: 'W-127' },
    )
  },
  balanceOf: async (context, network, nft) => {
    // A Solana NFT (N-020) is never on an EVM network.
    if (nft.type === 'mpl') throw new WalletError('operation_not_supported')
    return readOwnedBalance(context.client(network).publicClient, {
      type: nft.type,
      address: nft.address as Address,
      tokenId: nft.tokenId,
      owner: context.account.address,
    })
  },
  findsOwned: (services) => services.nftIndexer !== undefined,
  findOwned: async (context, network) => {
    const { nftIndexer } = context.services
    if (!nftIndexer) return []
    const found = await fetchNftsByOwner({
      indexer: nftIndexer,
      owner: context.account.address,
      chainIds: [evmChainId(network)],
    })
    return found.map(
      (nft): WatchedNft => ({
        type: nft.type,
        address: nft.address,
        tokenId: nft.tokenId,
        collectionName: nft.collectionName,
        name: nft.name,
        description: null,
        image: nft.image,
        animationUrl: null,
        attributes: nft.attributes,
        tokenUrl: nft.tokenUrl ?? '',
        balance: nft.balance,
        autodetected: true,
      }),
    )
  },
}

/** The contract address typed, trimmed: W-141 when empty, W-144 when no address. */
function addressOf(input: string): Address {
  const text = input.trim()
  if (text === '') throw new WalletError('W-141')
  const address = readAssetAddress(text)
  if (!address) throw new WalletError('W-144')
  return address
}

/** The token id typed: a whole decimal (or 0x hex) number, else W-127; W-141 when empty. */
function tokenIdOf(input: string): bigint {
  const text = input.trim()
  if (text === '') throw new WalletError('W-141')
  const tokenId = readTokenId(text)
  if (tokenId === null) throw new WalletError('W-127')
  return tokenId
}
