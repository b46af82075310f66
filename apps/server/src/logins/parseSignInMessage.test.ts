import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { parseSignInMessage } from './parseSignInMessage.js'

const address = '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e'
const base = {
  address,
  chainId: 1,
  domain: 'wallet.tessera.test',
  nonce: 'Abc123xyz',
  uri: 'https://wallet.tessera.test/login',
  version: '1',
  issuedAt: new Date('2025-01-02T03:04:05.000Z'),
} as const

/** The error `parseSignInMessage` throws for `message`. */
const errorOf = (message: string): unknown => {
  try {
    parseSignInMessage(message)
  } catch (error) {
    return error
  }
  throw new Error('expected parseSignInMessage to throw')
}

// The EIP-4361 grammar itself is @tessera/protocol's `parseSiweMessage`, tested there.
describe('parseSignInMessage', () => {
  test('default', () => {
    expect(parseSignInMessage(createSiweMessage(base))).toMatchObject({
      domain: 'wallet.tessera.test',
      address,
      statement: null,
      uri: 'https://wallet.tessera.test/login',
      chainId: 1,
      nonce: 'Abc123xyz',
      issuedAt: '2025-01-02T03:04:05.000Z',
    })
  })

  test('error: message_invalid plain message', () => {
    expect(errorOf('Hello, please sign this to log in')).toMatchObject({
      code: 'message_invalid',
      status: 401,
      message: 'The sign-in message is not valid: not a sign-in message',
    })
  })

  test('error: message_invalid names every reason of a malformed message', () => {
    const message = createSiweMessage(base)
      .replace('Version: 1', 'Version: 2')
      .replace('Nonce: Abc123xyz', 'Nonce: short')
    expect(errorOf(message)).toMatchObject({
      code: 'message_invalid',
      message: 'The sign-in message is not valid: invalidVersion, invalidNonce',
    })
  })

  test('error: message_invalid address in lower case (EIP-4361: EIP-55 checksum)', () => {
    const message = createSiweMessage(base).replace(address, address.toLowerCase())
    expect(errorOf(message)).toMatchObject({
      code: 'message_invalid',
      message: 'The sign-in message is not valid: addressNotChecksummed',
    })
  })

  test('error: message_invalid too long', () => {
    const message = createSiweMessage({ ...base, statement: 'x'.repeat(20_000) })
    expect(errorOf(message)).toMatchObject({
      code: 'message_invalid',
      message: 'The sign-in message is not valid: message is too long',
    })
  })
})
