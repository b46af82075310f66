// @tessera/chains/evm: the EVM family's adapter (viem), for the engine's registry, and what tests
// and the local devnet use of it.

export type { EvmClient, EvmContext } from './EvmContext.js'
export { evmAdapter } from './evmAdapter.js'
export { evmChainId, evmNetworkId } from './evmChainId.js'
export type { GasEstimate } from './gas/estimateTransactionGas.js'
export { evmCustomFee, evmFeeQuote } from './gas/evmFeeQuote.js'
export type { TransactionParams } from './requests/EvmRequestDescription.js'
