import type { ChainAdapter } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/** The recipient typed in a send form, trimmed: W-110 when empty, W-105 when no address of the family. */
export function parseRecipient(input: string, family: Pick<ChainAdapter, 'parseAddress'>): string {
  const recipient = input.trim()
  if (recipient === '') throw new WalletError('W-110')
  const address = family.parseAddress(recipient)
  if (address === undefined) throw new WalletError('W-105')
  return address
}
