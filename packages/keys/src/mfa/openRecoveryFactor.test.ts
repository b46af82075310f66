import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { openRecoveryFactor } from './openRecoveryFactor.js'
import type { RecoverySecret } from './RecoverySecret.js'
import { sealRecoveryFactor } from './sealRecoveryFactor.js'
import { splitForMfa } from './splitForMfa.js'

const cheapKdf = { N: 2 ** 10, r: 8, p: 1 }
const answers = (pet: string, city: string, ids = ['pet', 'city']): RecoverySecret => ({
  kind: 'answers',
  answers: [
    { questionId: ids[0] ?? '', answer: pet },
    { questionId: ids[1] ?? '', answer: city },
  ],
})

const sealed = async (secret: RecoverySecret, curve: 'secp256k1' | 'ed25519' = 'secp256k1') => {
  const key = randomScalar(curve)
  const { recovery } = splitForMfa(key, curve)
  const publicKey = publicKeyOfSecret(curve, key)
  return {
    recovery,
    publicKey,
    envelope: await sealRecoveryFactor(recovery, secret, { publicKey, kdf: cheapKdf }),
  }
}

const wrongSecret = expect.objectContaining({ name: 'MfaError', code: 'recovery_secret_wrong' })

describe('openRecoveryFactor', () => {
  test('default: the answers open it, however they are spaced or cased', async () => {
    const { recovery, publicKey, envelope } = await sealed(answers('Rex the dog', 'Zürich'))
    expect(envelope.questionIds).toEqual(['pet', 'city'])
    expect(
      await openRecoveryFactor(envelope, answers('  REX   the Dog ', 'zürich'), { publicKey }),
    ).toEqual(recovery)
  })

  test('args: ed25519, with a PIN', async () => {
    const { recovery, publicKey, envelope } = await sealed(
      { kind: 'pin', pin: '00427319' },
      'ed25519',
    )
    expect(
      await openRecoveryFactor(envelope, { kind: 'pin', pin: '00427319' }, { publicKey }),
    ).toEqual(recovery)
  })

  test('error: recovery_secret_wrong for a wrong PIN, wrong answers, other questions or order', async () => {
    const pin = await sealed({ kind: 'pin', pin: '482916' })
    await expect(
      openRecoveryFactor(pin.envelope, { kind: 'pin', pin: '482917' }, pin),
    ).rejects.toThrow(wrongSecret)
    await expect(openRecoveryFactor(pin.envelope, answers('482916', 'x'), pin)).rejects.toThrow(
      wrongSecret,
    )
    const qa = await sealed(answers('rex', 'paris'))
    await expect(openRecoveryFactor(qa.envelope, answers('rex', 'lyon'), qa)).rejects.toThrow(
      wrongSecret,
    )
    await expect(
      openRecoveryFactor(qa.envelope, answers('rex', 'paris', ['pet', 'school']), qa),
    ).rejects.toThrow(wrongSecret)
    await expect(
      openRecoveryFactor(qa.envelope, answers('paris', 'rex', ['city', 'pet']), qa),
    ).rejects.toThrow(wrongSecret)
  })

  test("error: recovery_secret_wrong for another wallet's envelope or a tampered one", async () => {
    const pin = { kind: 'pin', pin: '530917' } as const
    const mine = await sealed(pin)
    const other = await sealed(pin)
    await expect(openRecoveryFactor(other.envelope, pin, mine)).rejects.toThrow(wrongSecret)
    const lowered = { ...mine.envelope, kdf: { ...mine.envelope.kdf, N: 2 ** 11 } }
    await expect(openRecoveryFactor(lowered, pin, mine)).rejects.toThrow(wrongSecret)
    const curve = { ...mine.envelope, curve: 'ed25519' }
    await expect(openRecoveryFactor(curve, pin, mine)).rejects.toThrow(wrongSecret)
  })

  test('error: envelope_invalid before any KDF work for what this code did not write', async () => {
    const pin = { kind: 'pin', pin: '530917' } as const
    const { envelope, publicKey } = await sealed(pin)
    const invalid = expect.objectContaining({ code: 'envelope_invalid' })
    for (const broken of [
      null,
      'x',
      { ...envelope, version: 2 },
      { ...envelope, kind: 'passkey' },
      { ...envelope, questionIds: ['q'] },
      { ...envelope, kdf: { ...envelope.kdf, N: 2 ** 30 } },
      { ...envelope, kdf: { ...envelope.kdf, name: 'pbkdf2' } },
      { ...envelope, iv: 'AAAA' },
      { ...envelope, ciphertext: `${envelope.ciphertext}AA` },
    ])
      await expect(openRecoveryFactor(broken, pin, { publicKey })).rejects.toThrow(invalid)
  })
})
