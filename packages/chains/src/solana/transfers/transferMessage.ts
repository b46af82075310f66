import {
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import type { Transfer } from '../../transfers/Transfer.js'
import type { SolanaAccount } from '../SolanaContext.js'
import type { PreparedSolanaTransfer } from './PreparedSolanaTransfer.js'

/**
 * The message of a user's transfer, the wallet paying the fee (SPEC §2 SendTokens): SOL by a
 * System transfer; an SPL token by `transferChecked` with the mint's decimals on the mint's own
 * program, after creating the recipient's associated token account (idempotently) if it has none.
 */
export function transferMessage(
  account: SolanaAccount,
  transfer: Transfer,
  prepared: PreparedSolanaTransfer,
) {
  const { token } = prepared
  const to = address(transfer.to)
  const instructions = token
    ? [
        ...(token.createsDestination
          ? [
              getCreateAssociatedTokenIdempotentInstruction({
                payer: account,
                ata: token.destination,
                owner: to,
                mint: token.mint,
                tokenProgram: token.tokenProgram,
              }),
            ]
          : []),
        getTransferCheckedInstruction(
          {
            source: token.source,
            mint: token.mint,
            destination: token.destination,
            authority: account,
            amount: transfer.amount,
            decimals: token.decimals,
          },
          { programAddress: token.tokenProgram },
        ),
      ]
    : [getTransferSolInstruction({ source: account, destination: to, amount: transfer.amount })]
  return pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(account, message),
    (message) => setTransactionMessageLifetimeUsingBlockhash(prepared.lifetime, message),
    (message) => appendTransactionMessageInstructions(instructions, message),
  )
}
