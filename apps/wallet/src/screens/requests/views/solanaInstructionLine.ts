import {
  formatTotalBalance,
  type NetworkConfig,
  type SolanaInstructionDescription,
} from '@tessera/engine'
import { shortenAddress } from '../../../design/Address/shortenAddress.js'
import { texts } from '../../texts.js'

/**
 * One decoded instruction of a Solana transaction as a sentence (SPEC §2 Solana view): what it
 * moves, in whole units where the decimals are known, to whom; an unknown program by its id.
 */
export function solanaInstructionLine(
  instruction: SolanaInstructionDescription,
  nativeCurrency: NetworkConfig['nativeCurrency'],
): string {
  switch (instruction.kind) {
    case 'systemTransfer': {
      const amount = formatTotalBalance(instruction.lamports, nativeCurrency.decimals)
      return texts.solana.transfer(
        `${amount} ${nativeCurrency.symbol}`,
        shortenAddress(instruction.to),
      )
    }
    case 'tokenTransfer': {
      const amount =
        instruction.decimals === null
          ? instruction.amount.toString()
          : formatTotalBalance(instruction.amount, instruction.decimals)
      const token = instruction.mint === null ? '' : ` ${shortenAddress(instruction.mint)}`
      return texts.solana.tokenTransfer(
        `${amount}${token}`,
        shortenAddress(instruction.destination),
      )
    }
    case 'createAssociatedTokenAccount':
      return texts.solana.createTokenAccount(
        shortenAddress(instruction.owner),
        shortenAddress(instruction.mint),
      )
    case 'setComputeUnitLimit':
      return texts.solana.computeUnitLimit(instruction.units)
    case 'setComputeUnitPrice':
      return texts.solana.computeUnitPrice(instruction.microLamports.toString())
    case 'unknown':
      return texts.solana.unknown(
        shortenAddress(instruction.programId),
        instruction.accountCount,
        instruction.dataSize,
      )
  }
}
