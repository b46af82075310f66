// @tessera/chains/solana: the Solana family's adapter (@solana/kit), for the engine's registry,
// and what tests and the local cluster use of it.

export { createScalarSigner } from './account/createScalarSigner.js'
export { solanaFeeQuote } from './fees/solanaFeeQuote.js'
export { type SolanaCluster, solanaClusters } from './networks/solanaClusters.js'
export type {
  SolanaInstructionDescription,
  SolanaRequestDescription,
  SolanaTransactionDescription,
} from './requests/SolanaRequestDescription.js'
export type { SolanaAccount, SolanaClient, SolanaContext } from './SolanaContext.js'
export { solanaAdapter } from './solanaAdapter.js'
export type { PreparedSolanaTransfer } from './transfers/PreparedSolanaTransfer.js'
