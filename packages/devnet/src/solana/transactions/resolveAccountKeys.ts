import { type Address, getAddressDecoder, type TransactionError } from '@solana/kit'
import type { ReadAccount } from '../cluster/accountReader.js'
import { solanaProgramAddresses } from '../solanaProgramAddresses.js'
import type { DecodedMessage } from './decodeWireTransaction.js'

/** One account a transaction names, as `jsonParsed` lists it (`message.accountKeys[]`). */
export type AccountKey = {
  readonly pubkey: Address
  readonly writable: boolean
  readonly signer: boolean
  readonly source: 'transaction' | 'lookupTable'
}

export type LoadedAddresses = {
  readonly writable: readonly Address[]
  readonly readonly: readonly Address[]
}

export type ResolvedAccountKeys = {
  /** Static accounts, then those loaded from lookup tables: writable ones, then read-only ones. */
  readonly keys: readonly AccountKey[]
  readonly loadedAddresses: LoadedAddresses
}

// An address lookup table's fixed header (type, deactivation slot, last extended slot and index,
// optional authority, padding); the addresses follow, 32 bytes each.
const lookupTableHeaderBytes = 56
const addressDecoder = getAddressDecoder()

/**
 * Every account a transaction touches, in the order its instructions index them, with the
 * tables of a v0 message read from the current state. A table that cannot be read is the
 * transaction error Agave gives when loading fails (nothing runs, no fee is charged).
 */
export function resolveAccountKeys(
  message: DecodedMessage,
  readAccount: ReadAccount,
): ResolvedAccountKeys | { readonly err: TransactionError } {
  const { header, staticAccounts } = message
  const writableSigners = header.numSignerAccounts - header.numReadonlySignerAccounts
  const writableEnd = staticAccounts.length - header.numReadonlyNonSignerAccounts
  const staticKeys = staticAccounts.map(
    (pubkey, index): AccountKey => ({
      pubkey,
      signer: index < header.numSignerAccounts,
      writable: index < header.numSignerAccounts ? index < writableSigners : index < writableEnd,
      source: 'transaction',
    }),
  )
  const writable: Address[] = []
  const readonly: Address[] = []
  for (const lookup of message.version === 0 ? (message.addressTableLookups ?? []) : []) {
    const table = readAccount(lookup.lookupTableAddress)
    if (!table) return { err: 'AddressLookupTableNotFound' }
    if (table.programAddress !== solanaProgramAddresses.addressLookupTable)
      return { err: 'InvalidAddressLookupTableOwner' }
    const stored = (table.data.length - lookupTableHeaderBytes) / 32
    if (!Number.isInteger(stored) || stored < 0) return { err: 'InvalidAddressLookupTableData' }
    const at = (index: number) =>
      addressDecoder.decode(table.data.subarray(lookupTableHeaderBytes + index * 32))
    const indexes = [...lookup.writableIndexes, ...lookup.readonlyIndexes]
    if (indexes.some((index) => index >= stored)) return { err: 'InvalidAddressLookupTableIndex' }
    writable.push(...lookup.writableIndexes.map(at))
    readonly.push(...lookup.readonlyIndexes.map(at))
  }
  const loadedKey =
    (isWritable: boolean) =>
    (pubkey: Address): AccountKey => ({
      pubkey,
      signer: false,
      writable: isWritable,
      source: 'lookupTable',
    })
  return {
    keys: [...staticKeys, ...writable.map(loadedKey(true)), ...readonly.map(loadedKey(false))],
    loadedAddresses: { writable, readonly },
  }
}
