import { WalletError } from '@tessera/errors'
import { ethereumMainnetChainId } from '@tessera/protocol'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { evmChainId } from '../evmChainId.js'
import { isEthereumMainnetAsset } from './isEthereumMainnetAsset.js'

/** SPEC §5: off Ethereum mainnet, a known mainnet token or collection is W-143. */
export async function assertNotEthereumMainnetAsset(
  network: NetworkConfig,
  address: string,
): Promise<void> {
  if (evmChainId(network) !== ethereumMainnetChainId && (await isEthereumMainnetAsset(address)))
    throw new WalletError('W-143')
}
