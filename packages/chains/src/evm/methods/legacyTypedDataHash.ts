import { encodePacked, type Hex, keccak256 } from 'viem'

/** A field of the legacy (v1) typed-data format: `[{ type, name, value }]`. */
export type LegacyTypedField = {
  readonly type: string
  readonly name: string
  readonly value: unknown
}

/**
 * The hash the legacy eth_signTypedData (v1) signs: keccak of the packed schema hash and the
 * packed values hash, as MetaMask's typedSignatureHash computes it.
 */
export function legacyTypedDataHash(fields: readonly LegacyTypedField[]): Hex {
  const schemaHash = keccak256(
    encodePacked(
      fields.map(() => 'string'),
      fields.map((field) => `${field.type} ${field.name}`),
    ),
  )
  const valuesHash = keccak256(
    encodePacked(
      fields.map((field) => packedType(field.type)),
      fields.map((field) => packedValue(field)),
    ),
  )
  return keccak256(encodePacked(['bytes32', 'bytes32'], [schemaHash, valuesHash]))
}

/** ethereumjs-abi (which MetaMask's v1 hash used) reads bare `uint`/`int` as 256 bits. */
function packedType(type: string): string {
  return type === 'uint' || type === 'int' ? `${type}256` : type
}

function packedValue({ type, value }: LegacyTypedField): unknown {
  if (/^u?int\d*$/.test(type)) return BigInt(value as string | number)
  return value
}
