import type { ChainSummary } from '../../requests/ChainSummary.js'

/**
 * One instruction of a Solana transaction as the approval shows it: decoded where the wallet
 * knows the program and the exact layout, else by program id, account count and data size.
 * Amounts are in base units (lamports, a token's base units).
 */
export type SolanaInstructionDescription =
  /** System program `Transfer`. */
  | {
      readonly kind: 'systemTransfer'
      readonly from: string
      readonly to: string
      readonly lamports: bigint
    }
  /**
   * SPL Token or Token-2022 `transfer` / `transferChecked` between token accounts. A
   * `transferChecked` names its mint and decimals; for a plain `transfer` they are those of the
   * source account as the node told them when the request came, or null when it could not.
   */
  | {
      readonly kind: 'tokenTransfer'
      readonly instruction: 'transfer' | 'transferChecked'
      readonly programId: string
      readonly source: string
      readonly destination: string
      /** Who signs the transfer: the source account's owner or delegate. */
      readonly authority: string
      readonly amount: bigint
      readonly mint: string | null
      readonly decimals: number | null
    }
  /** Associated Token Account program `Create` / `CreateIdempotent`. */
  | {
      readonly kind: 'createAssociatedTokenAccount'
      readonly isIdempotent: boolean
      readonly payer: string
      readonly account: string
      readonly owner: string
      readonly mint: string
      readonly tokenProgram: string
    }
  /** Compute Budget `SetComputeUnitLimit`. */
  | { readonly kind: 'setComputeUnitLimit'; readonly units: number }
  /** Compute Budget `SetComputeUnitPrice`: the priority fee per compute unit. */
  | { readonly kind: 'setComputeUnitPrice'; readonly microLamports: bigint }
  /** Any other instruction. */
  | {
      readonly kind: 'unknown'
      readonly programId: string
      readonly accountCount: number
      readonly dataSize: number
    }

/** One transaction of a request, as the approval shows it (SPEC §2 Solana transaction view). */
export type SolanaTransactionDescription = {
  readonly version: 'legacy' | 0
  /** Who pays the fee: the first signer. */
  readonly feePayer: string
  /** Every account whose signature the transaction needs, the fee payer first. */
  readonly signers: readonly string[]
  /** Signers other than the wallet whose signature it does not carry yet. */
  readonly missingSignatures: readonly string[]
  readonly lifetime:
    | {
        readonly kind: 'blockhash'
        readonly blockhash: string
        /** Whether it could still land when the request came; null when the node could not tell. */
        readonly isValid: boolean | null
      }
    | { readonly kind: 'durableNonce'; readonly nonceAccount: string; readonly nonce: string }
  readonly instructions: readonly SolanaInstructionDescription[]
}

/** Everything an approval screen shows for one Solana request (SPEC §2, Q-029). */
export type SolanaRequestDescription =
  | {
      readonly kind: 'solanaTransactions'
      readonly method: 'signTransaction' | 'signAllTransactions' | 'signAndSendTransaction'
      readonly chain: ChainSummary
      /** The wallet's address, which signs. */
      readonly from: string
      readonly transactions: readonly SolanaTransactionDescription[]
    }
  | {
      readonly kind: 'solanaSignMessage'
      readonly method: 'signMessage'
      readonly from: string
      /** The message as UTF-8 text, or as 0x-hex when it is not text or the host asked for hex. */
      readonly message: string
      readonly isHex: boolean
      /** SPEC §5: a sign-in message for this wallet. */
      readonly isSignIn: boolean
    }
