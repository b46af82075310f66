import { invalidParams } from '../../params/invalidParams.js'

/** The transaction types the wallet signs: legacy, EIP-2930 and EIP-1559 (no EIP-4844, no EIP-7702). */
const supportedTypes = ['0x0', '0x1', '0x2'] as const

export type TransactionType = (typeof supportedTypes)[number]

/**
 * A transaction's `type`, undefined when the app names none; any other type is refused before
 * approval: signed as another type it would not be the transaction the app built.
 */
export function parseTransactionType(value: unknown): TransactionType | undefined {
  if (value === undefined || value === null) return undefined
  const type = supportedTypes.find((supported) => supported === value)
  if (type === undefined)
    throw invalidParams(
      'unsupported transaction type: only 0x0 (legacy), 0x1 (EIP-2930) and 0x2 (EIP-1559) are accepted',
    )
  return type
}
