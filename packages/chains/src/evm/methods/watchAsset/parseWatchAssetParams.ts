import { WalletError } from '@tessera/errors'
import type { WatchedAssetDescription } from '../../../assets/WatchedAsset.js'
import { invalidParams } from '../../../params/invalidParams.js'
import { isRecord } from '../../../params/isRecord.js'
import { paramAt } from '../../../params/paramAt.js'
import type { EvmContext } from '../../EvmContext.js'
import { assetTypeNotSupported } from '../../requests/requestTexts.js'
import { assertNotEthereumMainnetAsset } from '../../tokens/assertNotEthereumMainnetAsset.js'
import { readAssetAddress } from './readAssetAddress.js'
import { readNftAsset } from './readNftAsset.js'
import { readTokenAsset } from './readTokenAsset.js'
import { readTokenId } from './readTokenId.js'

const assetTypes = ['erc20', 'erc721', 'erc1155'] as const // SPEC §5

/**
 * wallet_watchAsset { type, options: { address, tokenId?, image? } } checked as SPEC §5 says:
 * the type, then W-141 (missing), W-142 (added), W-143 (Ethereum mainnet asset, off mainnet
 * only), then what the contract itself tells (W-144, W-145, W-147).
 */
export async function parseWatchAssetParams(
  params: unknown,
  context: EvmContext,
): Promise<WatchedAssetDescription> {
  const input = paramAt(params, 0)
  const given = isRecord(input) ? input.type : undefined
  const type = typeof given === 'string' ? given.toLowerCase() : undefined
  const assetType = assetTypes.find((known) => known === type)
  if (!assetType) throw invalidParams(assetTypeNotSupported(String(given)))
  const options = isRecord(input) && isRecord(input.options) ? input.options : {}
  const address = readAssetAddress(options.address)
  const tokenId = assetType === 'erc20' ? undefined : readTokenId(options.tokenId)
  if (!address || tokenId === null) throw new WalletError('W-141')

  const network = context.networks.selected()
  const networkId = network.id
  if (context.assets.has({ networkId, address, ...(tokenId === undefined ? {} : { tokenId }) }))
    throw new WalletError('W-142')
  await assertNotEthereumMainnetAsset(network, address)

  const image = typeof options.image === 'string' ? options.image : null
  const { publicClient } = context.client(network)
  return tokenId === undefined
    ? readTokenAsset(publicClient, address, image)
    : readNftAsset(publicClient, {
        type: assetType === 'erc1155' ? 'erc1155' : 'erc721',
        address,
        tokenId,
        owner: context.account.address,
      })
}
