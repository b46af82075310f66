import { activityPollIntervalMs } from '@tessera/protocol'
import { getAddress, isAddress, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import { evmActivityDetails } from './activities/evmActivityDetails.js'
import { followEvmActivity } from './activities/recordBroadcast.js'
import { readEvmAssets } from './balances/readEvmAssets.js'
import { quoteEvmCancel, sendEvmCancel } from './cancel/cancelEvmActivity.js'
import { createEvmClient } from './client/createEvmClient.js'
import type { EvmClient } from './EvmContext.js'
import { evmChainId, evmNetworkId } from './evmChainId.js'
import { evmNodeError } from './evmNodeError.js'
import { evmCustomFee } from './gas/evmFeeQuote.js'
import { evmMethodTable } from './methods/evmMethodTable.js'
import { evmNetworkForms } from './networks/evmNetworkForms.js'
import { isEvmMainnet } from './networks/isEvmMainnet.js'
import { evmNfts } from './nfts/evmNfts.js'
import { parseChainId } from './requests/parseChainId.js'
import { evmCustomTokens } from './tokens/evmCustomTokens.js'
import { loadKnownTokens } from './tokens/loadKnownTokens.js'
import { tokenLogoUrl } from './tokens/tokenLogoUrl.js'
import { type PreparedEvmTransfer, prepareEvmTransfer } from './transfers/prepareEvmTransfer.js'
import { quoteEvmTransfer } from './transfers/quoteEvmTransfer.js'
import { sendEvmTransfer } from './transfers/sendEvmTransfer.js'
import { sendFailureMessage } from './transfers/sendFailureMessage.js'

/**
 * The EVM family (SPEC §1: secp256k1, chain ids of EIP-155) on viem: every EVM rule of the wallet
 * behind the family-agnostic interface.
 */
export const evmAdapter: ChainAdapter<LocalAccount, EvmClient, PreparedEvmTransfer> = {
  family: 'evm',
  capabilities: { customNetworks: true, customTokens: true, nfts: true },
  networkIdOf: (chainId) => {
    const id = parseChainId(chainId)
    return id === undefined ? undefined : evmNetworkId(id)
  },
  hostChainIdOf: evmChainId,
  isMainnet: isEvmMainnet,
  createClient: createEvmClient,
  accountOf: (privateKey) => privateKeyToAccount(privateKey),
  addressOf: (account) => account.address,
  // Checksummed: a mixed-case address with a mistyped letter is refused, not silently fixed.
  parseAddress: (text) => (isAddress(text.trim()) ? getAddress(text.trim()) : undefined),
  isSameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  readAssets: readEvmAssets,
  knownTokens: async (_context, network) =>
    (await loadKnownTokens(evmChainId(network))).map((token) => ({
      ...token,
      logo: tokenLogoUrl(token),
    })),
  quoteTransfer: quoteEvmTransfer,
  customFee: evmCustomFee,
  prepareTransfer: prepareEvmTransfer,
  sendTransfer: sendEvmTransfer,
  activityPollIntervalMs, // SPEC §9: 3000 ms
  followActivity: followEvmActivity,
  activityDetails: evmActivityDetails,
  cancels: { quote: quoteEvmCancel, send: sendEvmCancel },
  methods: evmMethodTable,
  forward: (context, method, params) => {
    const { publicClient } = context.client(context.networks.selected())
    const request = publicClient.request as (args: {
      method: string
      params?: unknown
    }) => Promise<unknown>
    return request(params === undefined ? { method } : { method, params })
  },
  nodeErrorOf: evmNodeError,
  sendFailureMessage,
  networkForms: evmNetworkForms,
  customTokens: evmCustomTokens,
  nfts: evmNfts,
}
