import { describe, expect, test } from 'vitest'
import { evmAddressOfSecret } from '../evmAddressOfSecret.js'
import type { KeyShare } from '../KeyShare.js'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { reconstructSecret } from '../reconstructSecret.js'
import { secretToHex } from '../secretToHex.js'
import { combineFactors } from './combineFactors.js'
import { dealNetworkFactor } from './dealNetworkFactor.js'
import type { MfaFactor } from './MfaFactor.js'
import { openRecoveryFactor } from './openRecoveryFactor.js'
import { sealRecoveryFactor } from './sealRecoveryFactor.js'
import { splitForMfa } from './splitForMfa.js'

/**
 * Issue #16, "Done when": after MFA setup, t key nodes and the auth service together (it can mint
 * login tokens for email, SIWE, Telegram and OAuth 2 logins, so it can collect every node's share,
 * and it may store the sealed recovery factor) cannot rebuild the key; neither can a device alone.
 */
describe('MFA key model under attack', () => {
  const curve = 'secp256k1'
  const pin = { kind: 'pin', pin: '482916' } as const

  const setUp = async () => {
    const secret = randomScalar(curve)
    const publicKey = publicKeyOfSecret(curve, secret)
    const address = evmAddressOfSecret(secret)
    const split = splitForMfa(secret, curve)
    const nodes = dealNetworkFactor({ networkFactor: split.network, threshold: 2, count: 3 })
    const sealedRecovery = await sealRecoveryFactor(split.recovery, pin, {
      publicKey,
      kdf: { N: 2 ** 10, r: 8, p: 1 },
    })
    return { secret, publicKey, address, split, nodes, sealedRecovery }
  }

  /** What an attacker may try as the second factor when it lacks one. */
  const guessesAt = (index: 2 | 3, sealedCiphertext: string): MfaFactor[] => [
    { curve, index, value: secretToHex(randomScalar(curve)) },
    { curve, index, value: secretToHex(1n) },
    // The sealed bytes themselves, read as a scalar.
    {
      curve,
      index,
      value: secretToHex(
        BigInt(`0x${Buffer.from(sealedCiphertext, 'base64url').subarray(0, 31).toString('hex')}`),
      ),
    },
  ]

  test('behavior: t node shares (or all n) plus what the auth server holds yield the network factor only', async () => {
    const { secret, publicKey, address, split, nodes, sealedRecovery } = await setUp()
    const subsets: KeyShare[][] = [
      nodes.shares.slice(0, 2),
      nodes.shares.slice(1),
      [nodes.shares[0] as KeyShare, nodes.shares[2] as KeyShare],
      nodes.shares,
    ]
    for (const shares of subsets) {
      const rebuilt = reconstructSecret({ curve, shares })
      expect(rebuilt).toBe(BigInt(split.network.value))
      expect(rebuilt).not.toBe(secret)
      expect(publicKeyOfSecret(curve, rebuilt)).not.toBe(publicKey)
      expect(evmAddressOfSecret(rebuilt)).not.toBe(address)
    }
    const stolen: MfaFactor = { curve, index: 1, value: secretToHex(BigInt(split.network.value)) }
    // The sealed recovery factor does not open without the PIN …
    for (const guess of ['000000', '123456', '482915', '482916 1'])
      await expect(
        openRecoveryFactor(sealedRecovery, { kind: 'pin', pin: guess }, { publicKey }),
      ).rejects.toThrow(expect.objectContaining({ code: 'recovery_secret_wrong' }))
    // … and no guess at the device or recovery factor combines with the network factor.
    for (const index of [2, 3] as const)
      for (const guess of guessesAt(index, sealedRecovery.ciphertext))
        expect(() => combineFactors(stolen, guess, { publicKey })).toThrow(
          expect.objectContaining({ code: 'factors_do_not_match' }),
        )
  })

  test('behavior: the device factor alone, or the recovery factor alone, is not the key', async () => {
    const { secret, publicKey, address, split, sealedRecovery } = await setUp()
    for (const factor of [split.device, split.recovery]) {
      const alone = reconstructSecret({ curve, shares: [factor] })
      expect(alone).not.toBe(secret)
      expect(evmAddressOfSecret(alone)).not.toBe(address)
      const otherIndex = factor.index === 2 ? 3 : 2
      for (const guess of guessesAt(otherIndex, sealedRecovery.ciphertext))
        expect(() => combineFactors(factor, guess, { publicKey })).toThrow(
          expect.objectContaining({ code: 'factors_do_not_match' }),
        )
    }
  })

  test('default: any two of the three, as the wallet gets them, rebuild the same address', async () => {
    const { publicKey, address, split, nodes, sealedRecovery } = await setUp()
    const network: MfaFactor = {
      curve,
      index: 1,
      value: secretToHex(reconstructSecret({ curve, shares: nodes.shares.slice(0, 2) })),
    }
    const recovery = await openRecoveryFactor(sealedRecovery, pin, { publicKey })
    // Login on the device (network + device), restore on a new one (network + recovery), and
    // the device with the recovery factor (no key network at all).
    for (const [a, b] of [
      [network, split.device],
      [network, recovery],
      [split.device, recovery],
    ] as const)
      expect(evmAddressOfSecret(combineFactors(a, b, { publicKey }))).toBe(address)
  })
})
