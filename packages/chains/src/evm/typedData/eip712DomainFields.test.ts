import { describe, expect, test } from 'vitest'
import { eip712DomainFields } from './eip712DomainFields.js'

const domain = { name: 'Ether Mail', chainId: 1, verifyingContract: `0x${'cc'.repeat(20)}` }

describe('eip712DomainFields', () => {
  test('default: the declared EIP712Domain', () => {
    const declared = [
      { name: 'chainId', type: 'uint256' },
      { name: 'name', type: 'string' },
    ]
    expect(eip712DomainFields({ EIP712Domain: declared }, domain)).toBe(declared)
  })

  test('behavior: without EIP712Domain, the standard fields of the keys the domain has', () => {
    expect(eip712DomainFields({}, domain)).toEqual([
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ])
  })

  test('behavior: a field EIP-712 does not name keeps its declared type', () => {
    const declared = [{ name: 'app', type: 'string' }]
    expect(eip712DomainFields({ EIP712Domain: declared }, { app: 'x' })).toBe(declared)
  })

  test.each([
    ['verifyingContract', 'string', 'address'],
    ['chainId', 'string', 'uint256'],
    ['chainId', 'uint64', 'uint256'],
    ['salt', 'bytes', 'bytes32'],
    ['name', 'bytes32', 'string'],
  ])('error: domain field %s declared as %s, not %s', (name, type, standard) => {
    expect(() => eip712DomainFields({ EIP712Domain: [{ name, type }] }, domain)).toThrowError(
      expect.objectContaining({
        shortMessage: `typed data domain field ${name} must be of type ${standard}, not ${type}`,
      }),
    )
  })
})
