import { WalletError } from '@tessera/errors'
import { type Address, erc721Abi, type PublicClient } from 'viem'
import type { NftToWatch } from '../../../assets/WatchedAsset.js'
import { erc1155ReadAbi } from './nftAbis.js'
import { whenRefused } from './whenRefused.js'

export type NftToRead = {
  readonly type: 'erc721' | 'erc1155'
  readonly address: Address
  readonly tokenId: bigint
  readonly owner: Address
}

/**
 * The codes of a token that is not the wallet's: wallet_watchAsset says W-145 for both; the NFT
 * tab's manual add says W-113 (not owned) and W-127 (an ERC-721 id that does not exist).
 */
export type NotOwnedCodes = {
  readonly notOwned: 'W-145' | 'W-113'
  readonly noSuchToken: 'W-145' | 'W-127'
}

const watchAssetCodes: NotOwnedCodes = { notOwned: 'W-145', noSuchToken: 'W-145' }

/**
 * SPEC §5 NFT checks against the contract, on the selected network's node only: collection name
 * readable (W-144), token owned (W-145: ERC-721 owner is the wallet, ERC-1155 balance above 0),
 * token URI readable (W-147). Fetches nothing from the token URI: that is `withNftMetadata`, which
 * wallet_watchAsset runs only after approval (issue #15 finding 7). ERC-1155 has no standard
 * name(): without one the collection name is '' until the metadata names it.
 */
export async function readNftToWatch(
  client: PublicClient,
  nft: NftToRead,
  codes: NotOwnedCodes = watchAssetCodes,
): Promise<NftToWatch> {
  const { type, address, tokenId } = nft
  const collectionName = await client
    .readContract({ address, abi: erc1155ReadAbi, functionName: 'name' })
    .catch((error: unknown) => {
      if (type === 'erc721') throw new WalletError('W-144', { details: 'no name()', cause: error })
      return ''
    })
  // A node that does not answer counts as not owned here, as before the NFT tab.
  const balance = await readOwnedBalance(client, nft).catch(() => 0n)
  if (balance === null) throw new WalletError(codes.noSuchToken)
  if (balance === 0n) throw new WalletError(codes.notOwned)
  const tokenUrl = await (type === 'erc721'
    ? client.readContract({ address, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
    : client.readContract({ address, abi: erc1155ReadAbi, functionName: 'uri', args: [tokenId] })
  ).catch((error: unknown) => {
    throw new WalletError('W-147', { details: 'no token URI', cause: error })
  })
  return { type, address, tokenId, collectionName, tokenUrl, balance }
}

/**
 * SPEC §5 NFT ownership: 1 when the wallet owns the ERC-721 token (0 when another does), the
 * ERC-1155 balance otherwise (0 when the contract refuses); null when the ERC-721 token does not
 * exist (ownerOf reverts). Throws when the node does not answer, so that nothing is concluded.
 */
export async function readOwnedBalance(
  client: PublicClient,
  nft: NftToRead,
): Promise<bigint | null> {
  const { type, address, tokenId, owner } = nft
  if (type === 'erc1155')
    return client
      .readContract({
        address,
        abi: erc1155ReadAbi,
        functionName: 'balanceOf',
        args: [owner, tokenId],
      })
      .catch(whenRefused(0n))
  const tokenOwner = await client
    .readContract({ address, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] })
    .catch(whenRefused(null))
  if (tokenOwner === null) return null
  return tokenOwner.toLowerCase() === owner.toLowerCase() ? 1n : 0n
}
