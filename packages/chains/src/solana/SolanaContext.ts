import type { MessagePartialSigner, Rpc, SolanaRpcApi, TransactionPartialSigner } from '@solana/kit'
import type { FamilyContext } from '../requests/FamilyContext.js'

/**
 * The wallet's Solana account: a kit signer of transactions and messages over the rebuilt
 * ed25519 scalar, so kit's message builders and `signTransactionMessageWithSigners` take it.
 */
export type SolanaAccount = TransactionPartialSigner & MessagePartialSigner

/** A network's node as Solana code talks to it (every call at `confirmed`, SPEC §9). */
export type SolanaClient = Rpc<SolanaRpcApi>

/** The family context of Solana code. */
export type SolanaContext = FamilyContext<SolanaAccount, SolanaClient>
