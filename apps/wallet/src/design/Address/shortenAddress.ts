import { addressVisibleChars } from '@tessera/protocol'

/**
 * The address with only `visibleChars` characters kept at each end (SPEC §2, §9: 6).
 * Short strings are returned whole.
 *
 * @example shortenAddress('0x1234567890abcdef1234567890abcdef12345678') // '0x1234...345678'
 */
export function shortenAddress(address: string, visibleChars: number = addressVisibleChars) {
  if (address.length <= visibleChars * 2 + 3) return address
  return `${address.slice(0, visibleChars)}...${address.slice(-visibleChars)}`
}
