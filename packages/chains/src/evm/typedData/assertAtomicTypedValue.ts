import { BaseError, encodeAbiParameters, isHex } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'

type AbiValue = { readonly value: unknown } | { readonly problem: string }

/**
 * Throws invalid params unless `value` is what the atomic EIP-712 `type` hashes exactly as it is
 * shown: a string for `string`, true or false for `bool`, even-length hex for `bytes` and
 * `bytesN`, a safe integer or a decimal or hex string for integers. Sizes, ranges and address
 * checksums are left to viem's ABI encoder, the one the signature is made with.
 */
export function assertAtomicTypedValue(type: string, value: unknown, path: string): void {
  const abi = abiValueOf(type, value)
  const problem = 'problem' in abi ? abi.problem : encodingProblem(type, abi.value)
  if (problem !== undefined)
    throw invalidParams(`typed data ${path} is not a valid ${type}: ${problem}`)
}

function abiValueOf(type: string, value: unknown): AbiValue {
  if (type === 'string' || type === 'address')
    return typeof value === 'string' ? { value } : { problem: 'expected a string' }
  if (type === 'bool')
    return typeof value === 'boolean' ? { value } : { problem: 'expected true or false' }
  if (type.startsWith('bytes'))
    return isHex(value, { strict: true }) && value.length % 2 === 0
      ? { value }
      : { problem: 'expected hex bytes (0x and an even number of hex digits)' }
  const integer = integerOf(value)
  return integer === undefined
    ? { problem: 'expected an integer (a safe number, or a decimal or 0x hex string)' }
    : { value: integer }
}

function integerOf(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value === 'string' && /^(-?[0-9]+|0x[0-9a-fA-F]+)$/.test(value)) return BigInt(value)
  return undefined
}

/** What viem's encoder says of the value (out of range, wrong size, bad address), if anything. */
function encodingProblem(type: string, value: unknown): string | undefined {
  if (type === 'string' || type === 'bool' || type === 'bytes') return undefined
  try {
    encodeAbiParameters([{ type }], [value])
    return undefined
  } catch (error) {
    if (error instanceof BaseError) return error.shortMessage
    throw error
  }
}
