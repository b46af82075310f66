import { stringField } from './fields.js'

/**
 * An address of any family as stored (an EVM 0x address, a Solana base58 key, a MultiversX
 * bech32, a Near account): letters, digits and `._-` only. The family checks it for real.
 */
const addressText = /^[0-9A-Za-z._-]{2,100}$/

/** A stored address field, or a TypeError naming it. */
export function addressField(record: Record<string, unknown>, name: string): string {
  const value = stringField(record, name)
  if (!addressText.test(value)) throw new TypeError(`${name} must be an address`)
  return value
}
