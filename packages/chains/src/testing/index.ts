// @tessera/chains/testing: what tests of the families (and of the engine on them) share.

export {
  type LocalChain,
  startLocalChain,
  startLocalChains,
} from '../evm/testing/startLocalChains.js'
export { mailTypedData } from '../evm/testing/typedDataFixture.js'
export { unreachableClient } from '../evm/testing/unreachableClient.js'
export {
  freshSolanaPrivateKey,
  type LocalSolana,
  localSolanaFunds,
  startLocalSolana,
} from '../solana/testing/startLocalSolana.js'
export {
  type AdapterConformanceParameters,
  adapterConformance,
  type ConformanceNode,
} from './adapterConformance.js'
