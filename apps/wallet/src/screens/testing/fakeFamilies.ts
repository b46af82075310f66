import { evmAdapter, evmFeeQuote } from '@tessera/chains/evm'
import { solanaAdapter } from '@tessera/chains/solana'
import {
  type ChainFamily,
  type FeeQuote,
  familyOfNetworkId,
  type NetworkConfig,
  type NetworkId,
  type RequestDescription,
  type WalletEngine,
} from '@tessera/engine'
import { gasEstimate, networks, walletAddress } from './fixtures.js'
import { solanaFeeQuoteOf, solanaNetwork, solanaWalletAddress } from './solanaFixtures.js'

/**
 * What the fake engine answers as the app's family (SPEC §1: one family per app): its address,
 * networks and capabilities, and its adapter's own rules for mainnets, host chain ids and fees.
 */
export type FakeFamily = Pick<WalletEngine, 'family' | 'address' | 'capabilities'> &
  Pick<WalletEngine['networks'], 'isMainnet' | 'chainIdOf'> & {
    /** The networks an app of the family has. */
    readonly networks: readonly NetworkConfig[]
    /** What the fake node quotes for a request carrying transactions; undefined for others. */
    readonly quoteFee: (description: RequestDescription) => FeeQuote | undefined
  }

const evm: FakeFamily = {
  family: 'evm',
  address: walletAddress,
  capabilities: evmAdapter.capabilities,
  isMainnet: evmAdapter.isMainnet,
  chainIdOf: evmAdapter.hostChainIdOf,
  networks,
  quoteFee: (description) => {
    if (description.kind === 'sendTransaction')
      return evmFeeQuote(gasEstimate, { isEip1559: description.isEip1559 })
    // EIP-5792 (issue #17): the fee of the whole batch, each call estimated alike.
    if (description.kind === 'sendCalls') {
      const gasLimit = gasEstimate.gasLimit * BigInt(description.calls.length)
      return evmFeeQuote({ ...gasEstimate, gasLimit }, { isEip1559: true })
    }
    return undefined
  },
}

/**
 * The Solana family as far as the approval screens read it; the rest of the fake engine (send,
 * tokens, NFTs, activity details, network forms) stays EVM's.
 */
const solana: FakeFamily = {
  family: 'solana',
  address: solanaWalletAddress,
  capabilities: solanaAdapter.capabilities,
  isMainnet: solanaAdapter.isMainnet,
  chainIdOf: solanaAdapter.hostChainIdOf,
  networks: [solanaNetwork],
  quoteFee: solanaFeeQuoteOf,
}

const fakeFamilies: Partial<Record<ChainFamily, FakeFamily>> = { evm, solana }

/** The family of the scenario's selected network. */
export function fakeFamilyOf(networkId: NetworkId): FakeFamily {
  const family = familyOfNetworkId(networkId)
  const fake = family && fakeFamilies[family]
  if (!fake) throw new Error(`the screens harness has no family for ${networkId}`)
  return fake
}
