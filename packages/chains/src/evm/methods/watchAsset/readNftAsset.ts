import type { PublicClient } from 'viem'
import type { WatchedNft } from '../../../assets/WatchedAsset.js'
import { type NftToRead, type NotOwnedCodes, readNftToWatch } from './readNftToWatch.js'
import { withNftMetadata } from './withNftMetadata.js'

/**
 * An NFT the user adds on the NFT tab (their own action, SPEC §2): the contract checks of
 * `readNftToWatch`, then its metadata (W-147). wallet_watchAsset runs the two apart, the
 * metadata only after approval (issue #15 finding 7).
 */
export async function readNftAsset(
  client: PublicClient,
  nft: NftToRead,
  codes: NotOwnedCodes,
): Promise<WatchedNft> {
  return withNftMetadata(await readNftToWatch(client, nft, codes))
}
