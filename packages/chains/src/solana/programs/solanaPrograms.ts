import { type Address, address } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/**
 * Token-2022 (SPL Token Extensions). No kit 8 client of it exists: its transfer, transferChecked
 * and account instructions share the Token program's layout, so the Token client builds and
 * reads them with this program id.
 */
export const token2022ProgramAddress: Address = address(
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
)

/** The SPL token programs whose accounts hold the wallet's tokens: Token, then Token-2022. */
export const tokenProgramAddresses: readonly Address[] = [
  TOKEN_PROGRAM_ADDRESS,
  token2022ProgramAddress,
]

/** True for the Token or the Token-2022 program. */
export function isTokenProgram(programAddress: string): boolean {
  return tokenProgramAddresses.includes(programAddress as Address)
}
