import { WalletError } from '@tessera/errors'
import { activityRetryDelayMs } from '@tessera/protocol'
import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import { createScalarSigner } from './account/createScalarSigner.js'
import { parseSolanaAddress } from './account/parseSolanaAddress.js'
import { followSolanaActivity } from './activities/followSolanaActivity.js'
import { solanaActivityDetails } from './activities/solanaActivityDetails.js'
import { readSolanaAssets } from './balances/readSolanaAssets.js'
import { createSolanaClient } from './client/createSolanaClient.js'
import { solanaNodeError } from './errors/solanaNodeError.js'
import { solanaSendFailureMessage } from './errors/solanaSendFailureMessage.js'
import { solanaMethodTable } from './methods/solanaMethodTable.js'
import {
  requireSolanaCluster,
  solanaClusterOf,
  solanaClusterOfChainId,
} from './networks/solanaClusters.js'
import { solanaNfts } from './nfts/solanaNfts.js'
import type { SolanaAccount, SolanaClient } from './SolanaContext.js'
import { knownSolanaTokens } from './tokens/knownSolanaTokens.js'
import type { PreparedSolanaTransfer } from './transfers/PreparedSolanaTransfer.js'
import { prepareSolanaTransfer } from './transfers/prepareSolanaTransfer.js'
import { quoteSolanaTransfer } from './transfers/quoteSolanaTransfer.js'
import { sendSolanaTransfer } from './transfers/sendSolanaTransfer.js'

/**
 * The Solana family (SPEC §1: ed25519, the key rebuilt as a scalar) on `@solana/kit`: clusters
 * named by CAIP-2 genesis hashes, SOL and SPL tokens of both token programs, and the host
 * methods of SPEC §7, Metaplex NFTs read from the chain (type `mpl`, N-020). No custom networks,
 * Add Token or NFT added by hand.
 */
export const solanaAdapter: ChainAdapter<SolanaAccount, SolanaClient, PreparedSolanaTransfer> = {
  family: 'solana',
  capabilities: { customNetworks: false, customTokens: false, nfts: false },
  networkIdOf: (chainId) => solanaClusterOfChainId(chainId)?.networkId,
  hostChainIdOf: (networkId) => requireSolanaCluster(networkId).hostChainId,
  isMainnet: (networkId) => solanaClusterOf(networkId)?.name === 'mainnet-beta',
  createClient: createSolanaClient,
  accountOf: createScalarSigner,
  addressOf: (account) => account.address,
  parseAddress: parseSolanaAddress,
  // Base58 is case-sensitive: two spellings are two addresses.
  isSameAddress: (a, b) => a === b,
  readAssets: readSolanaAssets,
  knownTokens: knownSolanaTokens,
  quoteTransfer: quoteSolanaTransfer,
  customFee: () => {
    throw new WalletError('operation_not_supported', { details: 'Solana fees have no Custom' })
  },
  prepareTransfer: prepareSolanaTransfer,
  sendTransfer: sendSolanaTransfer,
  activityPollIntervalMs: activityRetryDelayMs, // SPEC §4, §9: not found yet, asked again after 2 s
  followActivity: followSolanaActivity,
  activityDetails: solanaActivityDetails,
  nfts: solanaNfts,
  methods: solanaMethodTable,
  nodeErrorOf: solanaNodeError,
  sendFailureMessage: solanaSendFailureMessage,
}
