import { describe, expect, test } from 'vitest'
import { childMethodArgs } from './childMethodArgs.js'

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('childMethodArgs of Sign-In with Ethereum (#19)', () => {
  const [account] = childMethodArgs.initSiweLogin
  const [signed] = childMethodArgs.completeSiweLogin
  const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const signature = `0x${'ab'.repeat(65)}`

  test('default: #19 SIWE initSiweLogin takes the account and chain, completeSiweLogin the signature; other fields are dropped', () => {
    expect(account.parse({ address, chainId: 31_337, domain: 'evil.example' })).toEqual({
      address,
      chainId: 31_337,
    })
    expect(signed.parse({ signature, message: 'ignored' })).toEqual({ signature })
  })

  test('error: #19 SIWE a bad account, chain or signature names its field', () => {
    expect(errorOf(account.safeParse({ address: '0x12', chainId: 1 }))).toBe(
      'address must be a 0x address of 40 hex digits',
    )
    for (const chainId of [0, -1, 1.5, '1', 2 ** 60])
      expect(errorOf(account.safeParse({ address, chainId }))).toBe(
        'chainId must be a positive integer',
      )
    expect(errorOf(account.safeParse('0x12'))).toBe('params must be an object')
    for (const bad of ['0x12', `0x${'zz'.repeat(65)}`, `0x${'ab'.repeat(3_000)}`, 7])
      expect(errorOf(signed.safeParse({ signature: bad }))).toMatch(/^signature must be/)
  })
})
