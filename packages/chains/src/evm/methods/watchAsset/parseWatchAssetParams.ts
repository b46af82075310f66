import { WalletError } from '@tessera/errors'
import type { AssetToWatch } from '../../../assets/WatchedAsset.js'
import { invalidParams } from '../../../params/invalidParams.js'
import { isRecord } from '../../../params/isRecord.js'
import { paramAt } from '../../../params/paramAt.js'
import type { EvmContext } from '../../EvmContext.js'
import { assetTypeNotSupported } from '../../requests/requestTexts.js'
import { assertNotEthereumMainnetAsset } from '../../tokens/assertNotEthereumMainnetAsset.js'
import { readAssetAddress } from './readAssetAddress.js'
import { readNftToWatch } from './readNftToWatch.js'
import { readTokenAsset } from './readTokenAsset.js'
import { readTokenId } from './readTokenId.js'

const assetTypes = ['erc20', 'erc721', 'erc1155'] as const // SPEC §5

/**
 * wallet_watchAsset { type, options: { address, tokenId?, image? } } checked as SPEC §5 says:
 * the type, then W-141 (missing), W-142 (added), W-143 (Ethereum mainnet asset, off mainnet
 * only), then what the contract itself tells on the selected network's node (W-144, W-145,
 * W-146, and W-147 for a token URI it does not give). An NFT's metadata is not fetched here: the wallet
 * fetches its token URI only after the user approves (issue #15 finding 7; `wallet_watchAsset`).
 */
export async function parseWatchAssetParams(
  params: unknown,
  context: EvmContext,
): Promise<AssetToWatch> {
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
    : readNftToWatch(publicClient, {
        type: assetType === 'erc1155' ? 'erc1155' : 'erc721',
        address,
        tokenId,
        owner: context.account.address,
      })
}
