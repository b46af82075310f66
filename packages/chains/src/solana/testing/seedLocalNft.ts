import { type Address, lamports } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  metaplexMetadataAddress,
  tokenMetadataProgramAddress,
} from '../nfts/metaplexMetadataAddress.js'
import { encodeMetaplexMetadata } from './encodeMetaplexMetadata.js'
import { freshSolanaAddress } from './localHostTransaction.js'
import type { LocalSolana } from './startLocalSolana.js'

/** Rent-exempt enough for any of the accounts seeded here. */
const seededLamports = lamports(10_000_000n)

/**
 * Puts a new Token-program mint straight into the local cluster (N-020), the wallet's associated
 * token account of it holding `amount` (the mint's supply; frozen with `frozen`, as Token Metadata
 * leaves a programmable NFT's), and, unless `metadata` is null, its Metaplex Token Metadata
 * account: what minting an NFT leaves on chain, without the Metaplex program.
 */
export async function seedLocalNft(
  local: LocalSolana,
  parameters: {
    readonly decimals?: number
    readonly amount?: bigint
    readonly frozen?: boolean
    readonly metadata: {
      readonly name: string
      readonly symbol: string
      readonly uri: string
    } | null
  },
): Promise<{ readonly mint: Address }> {
  const { svm } = local.rpc.cluster
  const { decimals = 0, amount = 1n, frozen = false, metadata } = parameters
  const mint = freshSolanaAddress()
  const authority = freshSolanaAddress()
  const owner = local.address
  const [tokenAccount] = await findAssociatedTokenPda({
    owner,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const put = (address: Address, programAddress: Address, data: Uint8Array) =>
    svm.setAccount({
      address,
      lamports: seededLamports,
      data,
      programAddress,
      executable: false,
      space: BigInt(data.length),
    })
  put(
    mint,
    TOKEN_PROGRAM_ADDRESS,
    new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: authority,
        supply: amount,
        decimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    ),
  )
  put(
    tokenAccount,
    TOKEN_PROGRAM_ADDRESS,
    new Uint8Array(
      getTokenEncoder().encode({
        mint,
        owner,
        amount,
        delegate: null,
        state: frozen ? 2 : 1, // Frozen or Initialized
        isNative: null,
        delegatedAmount: 0n,
        closeAuthority: null,
      }),
    ),
  )
  if (metadata)
    put(
      await metaplexMetadataAddress(mint),
      tokenMetadataProgramAddress,
      encodeMetaplexMetadata({ updateAuthority: authority, mint, ...metadata }),
    )
  return { mint }
}
