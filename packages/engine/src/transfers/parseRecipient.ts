import { WalletError } from '@tessera/errors'
import { type Address, getAddress, isAddress } from 'viem'

/** The recipient typed in a send form, trimmed: W-110 when empty, W-105 when no address. */
export function parseRecipient(input: string): Address {
  const recipient = input.trim()
  if (recipient === '') throw new WalletError('W-110')
  // Checksummed: a mixed-case address with a mistyped letter is refused, not silently fixed.
  if (!isAddress(recipient)) throw new WalletError('W-105')
  return getAddress(recipient)
}
