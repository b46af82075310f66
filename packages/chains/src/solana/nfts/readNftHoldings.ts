import { type Address, address, getBase64Encoder } from '@solana/kit'
import { isRecord } from '../../params/isRecord.js'
import type { TokenHolding } from '../balances/readTokenHoldings.js'
import type { SolanaClient } from '../SolanaContext.js'
import { metaplexMetadataAddress, tokenMetadataProgramAddress } from './metaplexMetadataAddress.js'
import { type MetaplexMetadata, parseMetaplexMetadata } from './parseMetaplexMetadata.js'

/** One NFT the wallet holds (N-020): what it holds of the mint, and the mint's Token Metadata. */
export type NftHolding = { readonly holding: TokenHolding; readonly metadata: MetaplexMetadata }

/** `getMultipleAccounts` takes at most 100 addresses a call. */
const accountsPerCall = 100

/**
 * Of the wallet's token holdings, the NFTs (SPEC §3 type `mpl`, N-020): mints of 0 decimals held
 * at least once, whose supply is exactly 1 (the mints read jsonParsed), that have a Token Metadata
 * account of the Metaplex program whose data parses and names the mint. Anything else (no
 * metadata, bad data, a 0-decimal fungible token with metadata) is a plain token, left out here.
 */
export async function readNftHoldings(
  client: SolanaClient,
  holdings: readonly TokenHolding[],
): Promise<NftHolding[]> {
  const candidates = holdings.filter(({ decimals, amount }) => decimals === 0 && amount >= 1n)
  if (candidates.length === 0) return []
  const metadataAddresses = await Promise.all(
    candidates.map(({ mint }) => metaplexMetadataAddress(address(mint))),
  )
  const [accounts, mints] = await Promise.all([
    Promise.all(
      chunks(metadataAddresses).map((batch) =>
        client.getMultipleAccounts(batch, { encoding: 'base64' }).send(),
      ),
    ),
    Promise.all(
      chunks(candidates.map(({ mint }) => address(mint))).map((batch) =>
        client.getMultipleAccounts(batch, { encoding: 'jsonParsed' }).send(),
      ),
    ),
  ])
  const metadataAccounts = accounts.flatMap((answer) => answer.value)
  const mintAccounts = mints.flatMap((answer) => answer.value)
  const base64 = getBase64Encoder()
  return candidates.flatMap((holding, index) => {
    const account = metadataAccounts[index]
    if (!isSupplyOne(mintAccounts[index]?.data)) return []
    if (!account || account.owner !== tokenMetadataProgramAddress) return []
    const metadata = parseMetaplexMetadata(new Uint8Array(base64.encode(account.data[0])))
    return metadata?.mint === holding.mint ? [{ holding, metadata }] : []
  })
}

/** Whether a jsonParsed mint account says its supply is exactly 1 (one NFT per mint). */
function isSupplyOne(data: unknown): boolean {
  return (
    isRecord(data) &&
    isRecord(data.parsed) &&
    isRecord(data.parsed.info) &&
    data.parsed.info.supply === '1'
  )
}

function chunks(addresses: readonly Address[]): Address[][] {
  const batches: Address[][] = []
  for (let start = 0; start < addresses.length; start += accountsPerCall)
    batches.push(addresses.slice(start, start + accountsPerCall))
  return batches
}
