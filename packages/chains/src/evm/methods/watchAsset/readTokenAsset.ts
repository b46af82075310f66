import { WalletError } from '@tessera/errors'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import type { WatchedAssetDescription } from '../../../assets/WatchedAsset.js'

/** SPEC §5: a token's symbol and decimals come from its contract; unreadable → W-144. */
export async function readTokenAsset(
  client: PublicClient,
  address: Address,
  image: string | null,
): Promise<WatchedAssetDescription> {
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { type: 'erc20', address, symbol, decimals, image }
  } catch (error) {
    throw new WalletError('W-144', { details: 'symbol or decimals unreadable', cause: error })
  }
}
