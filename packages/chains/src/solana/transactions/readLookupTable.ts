import {
  type Address,
  getAddressDecoder,
  getU32Decoder,
  type ReadonlyUint8Array,
} from '@solana/kit'

/** The Address Lookup Table program, owner of every lookup table. */
export const addressLookupTableProgram = 'AddressLookupTab1e1111111111111111111111111'

// A lookup table's state: u32 type (1 = lookup table), deactivation slot, last extended slot and
// its start index, optional authority, padding: 56 bytes; then the addresses, 32 bytes each.
const lookupTableType = 1
const headerBytes = 56
const addressBytes = 32

/** The addresses a lookup table account holds; undefined when the account is no lookup table. */
export function readLookupTable(account: {
  readonly owner: string
  readonly data: ReadonlyUint8Array
}): readonly Address[] | undefined {
  const { owner, data } = account
  const count = (data.length - headerBytes) / addressBytes
  if (owner !== addressLookupTableProgram || !Number.isInteger(count) || count < 0) return undefined
  if (getU32Decoder().decode(data) !== lookupTableType) return undefined
  const decoder = getAddressDecoder()
  return Array.from({ length: count }, (_, index) =>
    decoder.decode(data, headerBytes + index * addressBytes),
  )
}
