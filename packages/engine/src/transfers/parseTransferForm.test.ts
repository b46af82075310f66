import type { AssetEntry } from '@tessera/chains'
import { evmAdapter, evmNetworkId } from '@tessera/chains/evm'
import { describe, expect, test } from 'vitest'
import { parseTransferForm } from './parseTransferForm.js'

const ether: AssetEntry = {
  address: 'native',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: 2n * 10n ** 18n,
}
const usdc: AssetEntry = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  balance: 1_500_250_000n,
}
const recipient = '0x90f79bf6eb2c4f870365e785982e1f101e93b906'
const form = { networkId: evmNetworkId(1), asset: ether, recipient, amount: '1.5' }
const codeOf = (changes: Partial<typeof form>) => {
  try {
    parseTransferForm({ ...form, ...changes }, evmAdapter)
    return 'no error'
  } catch (error) {
    return (error as { code?: unknown }).code
  }
}

describe('parseTransferForm', () => {
  test('default: the native transfer in wei to the checksummed recipient', () => {
    expect(parseTransferForm(form, evmAdapter)).toEqual({
      networkId: evmNetworkId(1),
      asset: 'native',
      to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      amount: 15n * 10n ** 17n,
    })
  })

  test('args: a token amount uses the token decimals; the whole balance may be sent', () => {
    expect(
      parseTransferForm({ ...form, asset: usdc, amount: '1500.25' }, evmAdapter),
    ).toMatchObject({
      asset: usdc.address,
      amount: 1_500_250_000n,
    })
  })

  test('error: X-014 W-110 when the recipient or the amount is empty', () => {
    expect(codeOf({ recipient: '  ' })).toBe('W-110')
    expect(codeOf({ amount: '' })).toBe('W-110')
  })

  test('error: X-009 W-105 for a recipient that is no address', () => {
    expect(codeOf({ recipient: '0x1234' })).toBe('W-105')
    expect(codeOf({ recipient: 'vitalik.eth' })).toBe('W-105')
  })

  test('error: W-105 for a mixed-case address whose checksum fails (a mistyped letter)', () => {
    const typo = '0x90F79bf6EB2c4f870365E785982E1f101E93b907' // …906 is the checksummed one
    expect(codeOf({ recipient: typo })).toBe('W-105')
    expect(codeOf({ recipient: typo.toLowerCase() })).toBe('no error')
  })

  test('error: X-033 W-129 for an amount that is not a positive number in the decimals', () => {
    expect(codeOf({ amount: '0' })).toBe('W-129')
    expect(codeOf({ amount: 'abc' })).toBe('W-129')
    expect(codeOf({ asset: usdc, amount: '1.0000001' })).toBe('W-129')
  })

  test('error: X-015 W-111 for more than the balance, or a balance that could not be read', () => {
    expect(codeOf({ amount: '2.000000000000000001' })).toBe('W-111')
    expect(codeOf({ asset: { ...usdc, balance: null }, amount: '1' })).toBe('W-111')
  })
})
