import { type Address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { createScalarSigner } from '../account/createScalarSigner.js'
import { createSolanaClient } from '../client/createSolanaClient.js'
import { encodeTestTransaction } from './encodeTestTransaction.js'
import { freshSolanaPrivateKey, type LocalSolana } from './startLocalSolana.js'

type EncodeParameters = Parameters<typeof encodeTestTransaction>[0]

/** The address of a new, empty account. */
export function freshSolanaAddress(): Address {
  return createScalarSigner(freshSolanaPrivateKey()).address
}

/**
 * A host's transaction for the local wallet over the cluster's latest blockhash, base58: the
 * wallet (fee payer) sends `lamports` to `to` (a new address by default); a `cosigner` sends as
 * much too, so that it must sign as well.
 */
export async function localHostTransaction(
  local: LocalSolana,
  parameters: {
    readonly lamports?: bigint
    readonly to?: Address
    readonly cosigner?: Address
    readonly signers?: EncodeParameters['signers']
    readonly lookupTables?: EncodeParameters['lookupTables']
  } = {},
): Promise<string> {
  const to = parameters.to ?? freshSolanaAddress()
  const { value: lifetime } = await createSolanaClient(local.network).getLatestBlockhash().send()
  const transfer = (from: Address, amount: bigint) =>
    getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount })
  return encodeTestTransaction({
    feePayer: local.address,
    instructions: [
      transfer(local.address, parameters.lamports ?? 1_000_000n),
      ...(parameters.cosigner ? [transfer(parameters.cosigner, 1_000_000n)] : []),
    ],
    lifetime,
    ...(parameters.signers ? { signers: parameters.signers } : {}),
    ...(parameters.lookupTables ? { lookupTables: parameters.lookupTables } : {}),
  })
}
