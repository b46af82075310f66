import { type Address, address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'

/** The Metaplex Token Metadata program (N-020): it keeps each NFT mint's name, symbol and URI. */
export const tokenMetadataProgramAddress: Address = address(
  'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
)

/** The Token Metadata account of `mint`: the PDA of seeds "metadata", the program id, the mint. */
export async function metaplexMetadataAddress(mint: Address): Promise<Address> {
  const encoder = getAddressEncoder()
  const [pda] = await getProgramDerivedAddress({
    programAddress: tokenMetadataProgramAddress,
    seeds: ['metadata', encoder.encode(tokenMetadataProgramAddress), encoder.encode(mint)],
  })
  return pda
}
