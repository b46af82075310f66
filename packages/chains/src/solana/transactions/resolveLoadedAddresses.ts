import { getBase64Encoder } from '@solana/kit'
import type { SolanaClient } from '../SolanaContext.js'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import { readLookupTable } from './readLookupTable.js'
import type { LoadedAddresses } from './SolanaTransactionRequest.js'

const noneLoaded: LoadedAddresses = { writable: [], readonly: [] }

/**
 * The accounts a v0 message loads from its address lookup tables, as the node has the tables
 * now: every writable one, then every read-only one, in the order of the lookups (as the runtime
 * orders them). Undefined when a table is missing, is no lookup table, or lacks an index; none
 * for a legacy message.
 */
export async function resolveLoadedAddresses(
  message: DecodedTransaction['message'],
  client: SolanaClient,
): Promise<LoadedAddresses | undefined> {
  const lookups = (message.version === 0 && message.addressTableLookups) || []
  if (lookups.length === 0) return noneLoaded
  const { value: accounts } = await client
    .getMultipleAccounts(
      lookups.map((lookup) => lookup.lookupTableAddress),
      { encoding: 'base64' },
    )
    .send()
  const tables = accounts.map(
    (account) =>
      account &&
      readLookupTable({ owner: account.owner, data: getBase64Encoder().encode(account.data[0]) }),
  )
  const writable: string[] = []
  const readonly: string[] = []
  for (const [index, lookup] of lookups.entries()) {
    const table = tables[index]
    const pick = (at: number) => table?.[at]
    const loaded = [lookup.writableIndexes.map(pick), lookup.readonlyIndexes.map(pick)]
    if (loaded.flat().some((address) => address === undefined)) return undefined
    writable.push(...(loaded[0] as string[]))
    readonly.push(...(loaded[1] as string[]))
  }
  return { writable, readonly }
}
