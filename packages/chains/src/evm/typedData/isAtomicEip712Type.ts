const integerSizes = Array.from({ length: 32 }, (_, index) => (index + 1) * 8)

/** EIP-712's atomic types: bytes1..bytes32, uint8..uint256, int8..int256, address, bool, string, bytes. */
const atomicTypes: ReadonlySet<string> = new Set([
  'address',
  'bool',
  'string',
  'bytes',
  ...integerSizes.map((_, index) => `bytes${index + 1}`),
  ...integerSizes.flatMap((bits) => [`uint${bits}`, `int${bits}`]),
])

/** True for an EIP-712 atomic type name (`uint256`, `bytes32`, `address`, `bool`, `string`, `bytes`). */
export function isAtomicEip712Type(name: string): boolean {
  return atomicTypes.has(name)
}

/**
 * True for a name in the atomic types' namespace: `address`, `bool`, `string`, or one starting
 * with `bytes`, `uint` or `int` (viem, which hashes and signs, refuses structs named so).
 */
export function isAtomicTypeName(name: string): boolean {
  return ['address', 'bool', 'string'].includes(name) || /^(bytes|u?int)/.test(name)
}
