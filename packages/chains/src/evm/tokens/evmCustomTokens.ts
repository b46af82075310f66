import { WalletError } from '@tessera/errors'
import { ethereumMainnetChainId } from '@tessera/protocol'
import { isAddress, type LocalAccount } from 'viem'
import type { CustomTokens } from '../../adapter/ChainAdapter.js'
import { userTokens } from '../balances/readEvmAssets.js'
import type { EvmClient } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import { assertNotEthereumMainnetAsset } from './assertNotEthereumMainnetAsset.js'
import { isTokenAddressComplete, lookupCustomToken } from './lookupCustomToken.js'
import { readTokenContract } from './readTokenContract.js'
import { validateCustomToken } from './validateCustomToken.js'

/** SPEC §2, §5 Add Token on EVM: ERC-20 contracts looked up once 42 characters are typed. */
export const evmCustomTokens: CustomTokens<LocalAccount, EvmClient> = {
  isAddressComplete: isTokenAddressComplete,
  offersPicker: (network) => evmChainId(network) === ethereumMainnetChainId,
  validate: validateCustomToken,
  lookup: (context, network, address) =>
    lookupCustomToken({
      client: context.client(network).publicClient,
      network,
      address,
      addedAddresses: userTokens(context, network).map((token) => token.address),
    }),
  read: (context, network, address) => {
    if (!isAddress(address)) throw new WalletError('W-115', { details: 'not an address' })
    return readTokenContract({ client: context.client(network).publicClient, address })
  },
  assertNotForeign: assertNotEthereumMainnetAsset,
}
