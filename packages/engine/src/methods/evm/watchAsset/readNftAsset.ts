import { WalletError } from '@tessera/errors'
import { type Address, erc721Abi, type PublicClient } from 'viem'
import type { WatchedAssetDescription } from '../../../requests/RequestDescription.js'
import { fetchNftMetadata } from './fetchNftMetadata.js'
import { erc1155ReadAbi } from './nftAbis.js'

type NftToRead = {
  readonly type: 'erc721' | 'erc1155'
  readonly address: Address
  readonly tokenId: bigint
  readonly owner: Address
}

/**
 * SPEC §5 NFT checks against the contract: collection name readable (W-144), token owned
 * (W-145: ERC-721 owner is the wallet, ERC-1155 balance above 0), metadata fetched (W-147).
 * ERC-1155 has no standard name(): when it has none, the collection is named by its metadata.
 */
export async function readNftAsset(
  client: PublicClient,
  nft: NftToRead,
): Promise<WatchedAssetDescription> {
  const { type, address, tokenId } = nft
  const collectionName = await client
    .readContract({ address, abi: erc1155ReadAbi, functionName: 'name' })
    .catch((error: unknown) => {
      if (type === 'erc721') throw new WalletError('W-144', { details: 'no name()', cause: error })
      return null
    })
  const balance = await readOwnedBalance(client, nft)
  if (balance === 0n) throw new WalletError('W-145')
  const uri = await (type === 'erc721'
    ? client.readContract({ address, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
    : client.readContract({ address, abi: erc1155ReadAbi, functionName: 'uri', args: [tokenId] })
  ).catch((error: unknown) => {
    throw new WalletError('W-147', { details: 'no token URI', cause: error })
  })
  const metadata = await fetchNftMetadata(uri, tokenId)
  return {
    type,
    address,
    tokenId,
    collectionName: collectionName ?? metadata.name ?? '',
    ...metadata,
    balance,
  }
}

/** 1 when the wallet owns the ERC-721 token, the ERC-1155 balance otherwise; 0 when unreadable. */
async function readOwnedBalance(client: PublicClient, nft: NftToRead): Promise<bigint> {
  const { type, address, tokenId, owner } = nft
  if (type === 'erc1155')
    return client
      .readContract({
        address,
        abi: erc1155ReadAbi,
        functionName: 'balanceOf',
        args: [owner, tokenId],
      })
      .catch(() => 0n)
  const tokenOwner = await client
    .readContract({ address, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] })
    .catch(() => null)
  return tokenOwner?.toLowerCase() === owner.toLowerCase() ? 1n : 0n
}
