import {
  type Address,
  type Blockhash,
  type Commitment,
  getBase58Encoder,
  type ReadonlyUint8Array,
  type Signature,
} from '@solana/kit'
import { invalidParams, rpcErrorCodes, SolanaRpcError } from './SolanaRpcError.js'

// Readers for untrusted params. Each answers what Agave answers for the same mistake, since a
// client may match on the code (always) or show the message (sometimes).

const base58 = getBase58Encoder()
const commitments: readonly Commitment[] = ['processed', 'confirmed', 'finalized']

/** A call's positional params (Agave takes no named ones), checked for their count. */
export function readParamList(
  params: unknown,
  { required, allowed }: { readonly required: number; readonly allowed: number },
): readonly unknown[] {
  const list = params ?? []
  if (!Array.isArray(list))
    throw invalidParams('Invalid params: invalid type: map, expected a sequence.')
  if (list.length < required)
    throw invalidParams(`\`params\` should have at least ${required} argument(s)`)
  if (list.length > allowed)
    throw invalidParams(
      `Invalid params: invalid length ${list.length}, expected at most ${allowed} elements in sequence.`,
    )
  return list
}

/** A base58 public key; Agave names the failure `WrongSize` or `Invalid`. */
export function readAddress(value: unknown): Address {
  return readBase58Key(value, 32) as Address
}

/** A base58 blockhash (32 bytes). */
export function readBlockhash(value: unknown): Blockhash {
  return readBase58Key(value, 32) as Blockhash
}

/** A base58 transaction signature (64 bytes). */
export function readSignature(value: unknown): Signature {
  return readBase58Key(value, 64) as Signature
}

function readBase58Key(value: unknown, byteLength: number): string {
  const text = readString(value)
  let bytes: ReadonlyUint8Array
  try {
    bytes = base58.encode(text)
  } catch {
    // Not base58 at all: Rust's `from_str` says `Invalid`.
    throw invalidParams('Invalid param: Invalid')
  }
  if (bytes.length !== byteLength) throw invalidParams('Invalid param: WrongSize')
  return text
}

/** A string param. */
export function readString(value: unknown): string {
  if (typeof value !== 'string')
    throw invalidParams('Invalid params: invalid type, expected a string.')
  return value
}

/** A config object param; absent or null means every default. */
export function readConfig(value: unknown): Readonly<Record<string, unknown>> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: invalid type, expected a map.')
  return value as Record<string, unknown>
}

/** `config.commitment`, `finalized` when absent (Agave's default). */
export function readCommitment(config: Readonly<Record<string, unknown>>): Commitment {
  return readChoice(config, 'commitment', commitments, 'finalized')
}

/** `config[field]`, one of `choices`, or `fallback` when absent. */
export function readChoice<Choice extends string>(
  config: Readonly<Record<string, unknown>>,
  field: string,
  choices: readonly Choice[],
  fallback: Choice,
): Choice {
  const value = config[field]
  if (value === undefined || value === null) return fallback
  if (!choices.includes(value as Choice))
    throw invalidParams(
      `Invalid params: unknown variant \`${String(value)}\`, expected one of ${choices.map((c) => `\`${c}\``).join(', ')}.`,
    )
  return value as Choice
}

/** `config[field]` as a boolean, or `fallback` when absent. */
export function readFlag(
  config: Readonly<Record<string, unknown>>,
  field: string,
  fallback: boolean,
): boolean {
  const value = config[field] ?? fallback
  if (typeof value !== 'boolean')
    throw invalidParams(`Invalid params: invalid type for \`${field}\`, expected a boolean.`)
  return value
}

/**
 * An unsigned integer param. JSON numbers past 2^53 have already lost digits when parsed, so
 * they are refused rather than silently rounded.
 */
export function readUnsigned(value: unknown, what: string): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`Invalid params: \`${what}\` must be an unsigned integer below 2^53.`)
  return BigInt(value)
}

/** Refuses a call whose `minContextSlot` the cluster has not reached yet (Agave's -32016). */
export function assertMinContextSlot(
  config: Readonly<Record<string, unknown>>,
  contextSlot: bigint,
): void {
  if (config.minContextSlot === undefined || config.minContextSlot === null) return
  if (readUnsigned(config.minContextSlot, 'minContextSlot') > contextSlot)
    throw new SolanaRpcError(
      rpcErrorCodes.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot },
    )
}
