import { secp256k1 } from '@noble/curves/secp256k1'
import { describe, expect, test } from 'vitest'
import { eciesEnvelope } from './eciesEnvelope.js'

const parts = {
  ephemeralPublicKey: secp256k1.getPublicKey(7n, true),
  iv: new Uint8Array(12).fill(1),
  ciphertext: new Uint8Array(20).fill(2),
}

describe('eciesEnvelope', () => {
  test('default: format then parse round-trips', () => {
    const envelope = eciesEnvelope.format(parts)
    expect(envelope).toMatchInlineSnapshot(
      `"v1.Aly98GRuXbTqo5jzZfLqeg49QZt-AzDjnOkr3e3KxPm8.AQEBAQEBAQEBAQEB.AgICAgICAgICAgICAgICAgICAgI"`,
    )
    expect(eciesEnvelope.parse(envelope)).toEqual(parts)
  })

  test('error: parse refuses other versions, part counts, lengths, encodings and non-points', () => {
    const [, key, iv, ciphertext] = eciesEnvelope.format(parts).split('.')
    const bad = [
      `v2.${key}.${iv}.${ciphertext}`,
      `v1.${key}.${iv}`,
      `v1.${key}.${iv}.${ciphertext}.x`,
      `v1.${key}.${iv}.${ciphertext}=`,
      `v1.${key}.AAAA.${ciphertext}`,
      `v1.${key}.${iv}.AAAA`,
      `v1.${'A'.repeat(44)}.${iv}.${ciphertext}`,
      `v1.${key}.${iv}.${ciphertext}+`,
      '',
      42,
      null,
    ]
    for (const envelope of bad) expect(eciesEnvelope.parse(envelope)).toBeUndefined()
  })
})
