import { randomBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { recoverySecretParamsOf } from './agreeOnRecoveryParams.js'
import { deriveRecoveryAccess } from './deriveRecoveryAccess.js'
import { openRecoveryFactor } from './openRecoveryFactor.js'
import { parseSealedRecoveryFactor } from './parseSealedRecoveryFactor.js'
import type { PasskeyRecoverySecret } from './RecoverySecret.js'
import { recoveryAssociatedData } from './recoveryAssociatedData.js'
import { sealRecoveryFactor, sealRecoveryFactorForNodes } from './sealRecoveryFactor.js'
import { splitForMfa } from './splitForMfa.js'

/** What WebAuthn gives for one passkey: its id, the PRF input, and the authenticator's output. */
const newPasskey = (): PasskeyRecoverySecret => ({
  kind: 'passkey',
  credentialId: base64urlnopad.encode(randomBytes(16)),
  prfSalt: base64urlnopad.encode(randomBytes(32)),
  prfOutput: randomBytes(32),
})

const sealed = async (passkey = newPasskey(), curve: 'secp256k1' | 'ed25519' = 'secp256k1') => {
  const key = randomScalar(curve)
  const { recovery } = splitForMfa(key, curve)
  const publicKey = publicKeyOfSecret(curve, key)
  const { sealed: envelope, verifierTags } = await sealRecoveryFactorForNodes(recovery, passkey, {
    publicKey,
    nodeIndices: [1, 2, 3],
  })
  if (envelope.kind !== 'passkey') throw new Error('sealed as another kind')
  return { passkey, recovery, publicKey, envelope, verifierTags }
}

const wrongSecret = expect.objectContaining({ name: 'MfaError', code: 'recovery_secret_wrong' })
const invalidEnvelope = expect.objectContaining({ code: 'envelope_invalid' })

/** Issue #16, beyond the spec: a passkey's WebAuthn PRF output as the recovery secret. */
describe('a recovery factor sealed with a passkey', () => {
  test('default: HKDF-SHA256, the passkey named in the envelope; the same PRF output opens it', async () => {
    const { passkey, recovery, publicKey, envelope } = await sealed()
    expect(envelope).toMatchObject({
      version: 1,
      curve: 'secp256k1',
      kind: 'passkey',
      questionIds: [],
      kdf: { name: 'hkdf-sha256' },
      passkey: { credentialId: passkey.credentialId, prfSalt: passkey.prfSalt },
    })
    expect(Object.keys(envelope.kdf).sort()).toEqual(['name', 'salt'])
    const stored = JSON.parse(JSON.stringify(envelope))
    expect(parseSealedRecoveryFactor(stored)).toEqual(envelope)
    expect(await openRecoveryFactor(stored, passkey, { publicKey })).toEqual(recovery)
  })

  test('args: ed25519; the key of deriveRecoveryAccess opens it and its tags are the sealed ones', async () => {
    const { passkey, recovery, publicKey, envelope, verifierTags } = await sealed(
      newPasskey(),
      'ed25519',
    )
    const access = await deriveRecoveryAccess(passkey, envelope, [1, 2, 3])
    expect(access.verifierTags).toEqual(verifierTags)
    expect(await openRecoveryFactor(envelope, passkey, { publicKey, key: access.key })).toEqual(
      recovery,
    )
  })

  test('behavior: the restore screen gets the passkey to ask WebAuthn for, not the KDF settings', async () => {
    const { passkey, envelope } = await sealed()
    // What a node answers for `params`: the stored envelope without its ciphertext.
    const { ciphertext: _withheld, ...params } = JSON.parse(JSON.stringify(envelope))
    expect(params.passkey).toEqual({ credentialId: passkey.credentialId, prfSalt: passkey.prfSalt })
    expect(recoverySecretParamsOf(parseSealedRecoveryFactor(envelope))).toEqual({
      kind: 'passkey',
      questionIds: [],
      passkey: { credentialId: passkey.credentialId, prfSalt: passkey.prfSalt },
    })
  })

  test('behavior: a fresh salt and IV each time; the tags are not the envelope key and differ per node', async () => {
    const passkey = newPasskey()
    const [a, b] = await Promise.all([sealed(passkey), sealed(passkey)])
    expect(a.envelope.kdf.salt).not.toBe(b.envelope.kdf.salt)
    expect(a.envelope.iv).not.toBe(b.envelope.iv)
    expect(new Set(a.verifierTags.values()).size).toBe(3)
    const other = await deriveRecoveryAccess(
      { ...passkey, prfOutput: randomBytes(32) },
      a.envelope,
      [1, 2, 3],
    )
    for (const index of [1, 2, 3])
      expect(other.verifierTags.get(index)).not.toBe(a.verifierTags.get(index))
  })

  test('error: recovery_secret_wrong for another PRF output, or the output of another passkey', async () => {
    const { passkey, publicKey, envelope } = await sealed()
    const wrongOutput = { ...passkey, prfOutput: randomBytes(32) }
    await expect(openRecoveryFactor(envelope, wrongOutput, { publicKey })).rejects.toThrow(
      wrongSecret,
    )
    // Another credential, or the same one asked with another PRF input: refused before any KDF.
    for (const other of [
      { ...passkey, credentialId: newPasskey().credentialId },
      { ...passkey, prfSalt: newPasskey().prfSalt },
    ]) {
      await expect(openRecoveryFactor(envelope, other, { publicKey })).rejects.toThrow(wrongSecret)
      await expect(deriveRecoveryAccess(other, envelope, [1])).rejects.toThrow(wrongSecret)
    }
  })

  test('error: recovery_secret_wrong for a tampered credential id or PRF input (associated data)', async () => {
    const { passkey, publicKey, envelope } = await sealed()
    for (const swapped of [
      { ...envelope.passkey, credentialId: newPasskey().credentialId },
      { ...envelope.passkey, prfSalt: newPasskey().prfSalt },
    ]) {
      // A restore asks WebAuthn for what the (tampered) envelope names; say the same output came.
      const tampered = { ...envelope, passkey: swapped }
      await expect(
        openRecoveryFactor(tampered, { ...passkey, ...swapped }, { publicKey }),
      ).rejects.toThrow(wrongSecret)
    }
    const other = await sealed(passkey)
    await expect(openRecoveryFactor(other.envelope, passkey, { publicKey })).rejects.toThrow(
      wrongSecret,
    )
  })

  test('error: a secret of the other kind is recovery_secret_wrong without asking any node', async () => {
    const { passkey, publicKey, envelope } = await sealed()
    const pin = { kind: 'pin', pin: '530917' } as const
    await expect(deriveRecoveryAccess(pin, envelope, [1])).rejects.toThrow(wrongSecret)
    await expect(openRecoveryFactor(envelope, pin, { publicKey })).rejects.toThrow(wrongSecret)
    const key = randomScalar('secp256k1')
    const pinEnvelope = await sealRecoveryFactor(splitForMfa(key, 'secp256k1').recovery, pin, {
      publicKey,
      kdf: { N: 2 ** 10, r: 8, p: 1 },
    })
    await expect(deriveRecoveryAccess(passkey, pinEnvelope, [1])).rejects.toThrow(wrongSecret)
  })

  test('error: input_invalid for a PRF output that is not 32 bytes or a malformed credential id', async () => {
    const { recovery } = splitForMfa(randomScalar('secp256k1'), 'secp256k1')
    const publicKey = `0x02${'11'.repeat(32)}` as const
    for (const secret of [
      { ...newPasskey(), prfOutput: randomBytes(16) },
      { ...newPasskey(), credentialId: 'not base64url!' },
      { ...newPasskey(), credentialId: base64urlnopad.encode(randomBytes(8)) },
      { ...newPasskey(), prfSalt: base64urlnopad.encode(randomBytes(16)) },
    ])
      await expect(sealRecoveryFactor(recovery, secret, { publicKey })).rejects.toThrow(
        expect.objectContaining({ code: 'input_invalid' }),
      )
  })

  test('error: envelope_invalid for a malformed passkey envelope, before any KDF work', async () => {
    const { passkey, publicKey, envelope } = await sealed()
    const scrypt = { name: 'scrypt', N: 2 ** 10, r: 8, p: 1, salt: envelope.kdf.salt }
    for (const broken of [
      { ...envelope, passkey: undefined },
      { ...envelope, passkey: 'x' },
      { ...envelope, passkey: { ...envelope.passkey, credentialId: 'AAAA' } },
      { ...envelope, passkey: { ...envelope.passkey, credentialId: 42 } },
      { ...envelope, passkey: { ...envelope.passkey, prfSalt: 'AAAA' } },
      { ...envelope, kdf: scrypt },
      { ...envelope, kdf: { ...envelope.kdf, name: 'hkdf-sha512' } },
      { ...envelope, kdf: { ...envelope.kdf, salt: 'AAAA' } },
      { ...envelope, questionIds: ['pet'] },
      { ...envelope, kind: 'pin' },
      { ...envelope, ciphertext: `${envelope.ciphertext}AA` },
    ])
      await expect(openRecoveryFactor(broken, passkey, { publicKey })).rejects.toThrow(
        invalidEnvelope,
      )
  })
})

describe('recoveryAssociatedData', () => {
  test('behavior: a PIN envelope binds the same bytes as before passkeys (old envelopes open)', () => {
    const header = {
      version: 1,
      curve: 'secp256k1',
      kind: 'pin',
      questionIds: [],
      kdf: { name: 'scrypt', N: 1024, r: 8, p: 1, salt: 'c2FsdA' },
      iv: 'aXY',
    } as const
    expect(new TextDecoder().decode(recoveryAssociatedData(header, '0xAB'))).toBe(
      'tessera-recovery-factor:v1\n["0xab","secp256k1","pin",[],["scrypt",1024,8,1,"c2FsdA"],"aXY"]',
    )
    expect(
      new TextDecoder().decode(
        recoveryAssociatedData(
          {
            ...header,
            kind: 'passkey',
            kdf: { name: 'hkdf-sha256', salt: 'c2FsdA' },
            passkey: { credentialId: 'aWQ', prfSalt: 'cHJm' },
          },
          '0xAB',
        ),
      ),
    ).toBe(
      'tessera-recovery-factor:v1\n["0xab","secp256k1","passkey",[],["hkdf-sha256","c2FsdA"],"aXY",["aWQ","cHJm"]]',
    )
  })
})
