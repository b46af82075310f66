import { WalletError } from '@tessera/errors'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import { getCode } from 'viem/actions'
import type { WatchedAssetDescription } from '../../../assets/WatchedAsset.js'
import { isRefusal } from './whenRefused.js'

/**
 * SPEC §5: a token's symbol and decimals come from its contract. A contract there that refuses
 * either is no token (W-146); no contract, or a node that does not answer, is W-144.
 */
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
    const code = await getCode(client, { address }).catch(() => undefined)
    const isContract = code !== undefined && code !== '0x'
    throw new WalletError(isRefusal(error) && isContract ? 'W-146' : 'W-144', {
      details: 'symbol or decimals unreadable',
      cause: error,
    })
  }
}
