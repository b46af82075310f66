import { type Address, address } from '@solana/kit'
import { solanaProgramAddresses } from '../solanaProgramAddresses.js'
import type { DecodedMessage } from './decodeWireTransaction.js'

/** The base fee per signature on every public cluster. */
export const lamportsPerSignature = 5_000n

// Agave's compute-budget defaults: a builtin instruction reserves 3,000 units, any other
// 200,000, at most 1.4M in all; the unit price is in micro-lamports.
const builtinInstructionUnits = 3_000n
const defaultInstructionUnits = 200_000n
const maxComputeUnitLimit = 1_400_000n
const microLamportsPerLamport = 1_000_000n
const setComputeUnitLimit = 2
const setComputeUnitPrice = 3

const precompiles = new Set<Address>([
  address('Ed25519SigVerify111111111111111111111111111'),
  address('KeccakSecp256k11111111111111111111111111111'),
  address('Secp256r1SigVerify1111111111111111111111111'),
])
const builtins = new Set<Address>([
  ...precompiles,
  solanaProgramAddresses.system,
  solanaProgramAddresses.computeBudget,
  solanaProgramAddresses.addressLookupTable,
  address('Vote111111111111111111111111111111111111111'),
  address('BPFLoader1111111111111111111111111111111111'),
  address('BPFLoader2111111111111111111111111111111111'),
  address('BPFLoaderUpgradeab1e11111111111111111111111'),
  address('LoaderV411111111111111111111111111111111111'),
  address('ZkE1Gama1Proof11111111111111111111111111111'),
])

export type MessageFee = {
  /** Lamports the fee payer is charged: signatures, plus the priority fee. */
  readonly fee: bigint
  /** Micro-lamports per compute unit (`SetComputeUnitPrice`), 0 when unset. */
  readonly computeUnitPrice: bigint
}

/**
 * The fee Agave (and LiteSVM with it) charges for a message: 5,000 lamports per signature,
 * precompile signatures included, plus the unit price times the unit limit, rounded up.
 */
export function feeForMessage(message: DecodedMessage): MessageFee {
  let signatures = BigInt(message.header.numSignerAccounts)
  let requestedLimit: bigint | undefined
  let computeUnitPrice = 0n
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex]
    const data = Uint8Array.from(instruction.data ?? [])
    const view = new DataView(data.buffer)
    const is = (kind: number, bytes: number) => data.length === bytes && data[0] === kind
    if (program === solanaProgramAddresses.computeBudget && is(setComputeUnitLimit, 5))
      requestedLimit = BigInt(view.getUint32(1, true))
    if (program === solanaProgramAddresses.computeBudget && is(setComputeUnitPrice, 9))
      computeUnitPrice = view.getBigUint64(1, true)
    // A precompile instruction's first byte counts the signatures it verifies.
    if (program && precompiles.has(program)) signatures += BigInt(data[0] ?? 0)
    defaultLimit +=
      program && builtins.has(program) ? builtinInstructionUnits : defaultInstructionUnits
  }
  const limit = min(requestedLimit ?? defaultLimit, maxComputeUnitLimit)
  const priorityFee =
    (computeUnitPrice * limit + microLamportsPerLamport - 1n) / microLamportsPerLamport
  return { fee: signatures * lamportsPerSignature + priorityFee, computeUnitPrice }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
