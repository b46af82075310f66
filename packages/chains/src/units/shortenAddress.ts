import { addressVisibleChars } from '@tessera/protocol'

/**
 * An address with only `visibleChars` characters kept at each end (SPEC §2, §9: 6), e.g. a
 * token with no name shown by its address. Short strings are returned whole.
 *
 * @example shortenAddress('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY') // '5wRTEp...fqt4vY'
 */
export function shortenAddress(address: string, visibleChars: number = addressVisibleChars) {
  if (address.length <= visibleChars * 2 + 3) return address
  return `${address.slice(0, visibleChars)}...${address.slice(-visibleChars)}`
}
