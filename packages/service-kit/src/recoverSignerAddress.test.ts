import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { recoverSignerAddress } from './recoverSignerAddress.js'

describe('recoverSignerAddress', () => {
  test('default: agrees with viem on many random keys and messages', async () => {
    for (let i = 0; i < 20; i++) {
      const account = privateKeyToAccount(generatePrivateKey())
      const message = `tessera ${i} ${'ü'.repeat(i)}`
      const signature = await account.signMessage({ message })
      expect(recoverSignerAddress(message, signature)).toBe(account.address)
      expect(recoverSignerAddress(message, signature)).toBe(
        await recoverMessageAddress({ message, signature }),
      )
    }
  })

  test('behavior: another message recovers another address', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const signature = await account.signMessage({ message: 'a' })
    expect(recoverSignerAddress('b', signature)).not.toBe(account.address)
  })

  test.each([
    ['too short', '0x1234'],
    ['bad recovery byte', `0x${'11'.repeat(64)}05`],
    ['zero r and s', `0x${'00'.repeat(64)}1b`],
  ] as const)('error: %s gives null', (_, signature) => {
    expect(recoverSignerAddress('m', signature as `0x${string}`)).toBeNull()
  })
})
