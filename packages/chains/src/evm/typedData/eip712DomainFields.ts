import { invalidParams } from '../../params/invalidParams.js'
import type { TypedDataField, TypedDataTypes } from './TypedDataTypes.js'

/** EIP-712's domain fields, in its order, with the types it gives them. */
const standardDomainFields: readonly TypedDataField[] = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
]

/**
 * The fields the domain is hashed with: the payload's `EIP712Domain`, whose standard fields must
 * have EIP-712's types (`verifyingContract` an address, `chainId` a uint256…), or, when the payload
 * declares none, EIP-712's fields for the keys the domain has. Declaring them here means the
 * approval shows and the signature hashes the same domain fields.
 */
export function eip712DomainFields(
  types: TypedDataTypes,
  domain: Record<string, unknown>,
): readonly TypedDataField[] {
  const declared = types.EIP712Domain
  if (!declared) return standardDomainFields.filter(({ name }) => domain[name] !== undefined)
  for (const field of declared) {
    const standard = standardDomainFields.find(({ name }) => name === field.name)
    if (standard && standard.type !== field.type)
      throw invalidParams(
        `typed data domain field ${field.name} must be of type ${standard.type}, not ${field.type}`,
      )
  }
  return declared
}
