import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { isSignInMessage } from './isSignInMessage.js'

const address = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e'
const message = createSiweMessage({
  address,
  chainId: 1,
  domain: 'wallet.tessera.test',
  nonce: 'Abc123xyz',
  uri: 'https://wallet.tessera.test/login',
  version: '1',
  issuedAt: new Date('2025-01-02T03:04:05.000Z'),
})

describe('isSignInMessage', () => {
  test('default', () => {
    expect(isSignInMessage(message, address)).toBe(true)
  })

  test('args: address in any letter case', () => {
    expect(isSignInMessage(message, address.toLowerCase())).toBe(true)
    expect(isSignInMessage(message.replace(address, address.toLowerCase()), address)).toBe(true)
  })

  test('behavior: recognises other chain families by the same phrase', () => {
    const solana = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const siws = message.replace('Ethereum account', 'Solana account').replace(address, solana)
    expect(isSignInMessage(siws, solana)).toBe(true)
  })

  test('behavior: a plain message is not a sign-in message', () => {
    expect(isSignInMessage(`Hello ${address}, please sign`, address)).toBe(false)
  })

  test('behavior: every SPEC §5 field is required', () => {
    for (const field of ['URI', 'Nonce', 'Version', 'Issued At']) {
      expect(isSignInMessage(message.replace(`\n${field}: `, '\n'), address), field).toBe(false)
    }
    expect(
      isSignInMessage(message.replace('wants you to sign in with your', 'asks'), address),
    ).toBe(false)
  })

  test('behavior: another address or an empty one is not a match', () => {
    expect(isSignInMessage(message, '0x0000000000000000000000000000000000000001')).toBe(false)
    expect(isSignInMessage(message, '')).toBe(false)
    expect(isSignInMessage(message, '   ')).toBe(false)
  })
})
