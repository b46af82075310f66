import { describe, expect, test } from 'vitest'
import { deriveRecoveryAccess } from './deriveRecoveryAccess.js'
import { MfaError } from './MfaError.js'
import { openRecoveryFactor } from './openRecoveryFactor.js'
import { recoveryRequestMessage } from './recoveryRequestMessage.js'
import { sealRecoveryFactorForNodes } from './sealRecoveryFactor.js'
import { splitForMfa } from './splitForMfa.js'

const kdf = { N: 2 ** 10, r: 8, p: 1 } as const

describe('verifier tags: what each key node checks before releasing the sealed recovery factor', () => {
  const split = splitForMfa(123_456_789n, 'secp256k1')
  const publicKey = split.commitments[0] as `0x${string}`
  const seal = () =>
    sealRecoveryFactorForNodes(
      split.recovery,
      { kind: 'pin', pin: '530917' },
      {
        publicKey,
        kdf,
        nodeIndices: [1, 2, 3],
      },
    )

  test('default: the typed PIN gives the same tag per node and a key that opens the envelope', async () => {
    const { sealed, verifierTags } = await seal()
    expect([...verifierTags.keys()]).toEqual([1, 2, 3])
    const access = await deriveRecoveryAccess({ kind: 'pin', pin: ' 530917 ' }, sealed, [1, 2, 3])
    expect(access.verifierTags).toEqual(verifierTags)
    const opened = await openRecoveryFactor(
      sealed,
      { kind: 'pin', pin: '530917' },
      {
        publicKey,
        key: access.key,
      },
    )
    expect(opened).toEqual(split.recovery)
  })

  test('behavior: one tag per node, none of them the envelope key; a wrong PIN gives other tags', async () => {
    const { sealed, verifierTags } = await seal()
    const tags = [...verifierTags.values()]
    expect(new Set(tags).size).toBe(3)
    for (const tag of tags) expect(tag).toMatch(/^0x[0-9a-f]{64}$/)
    const wrong = await deriveRecoveryAccess({ kind: 'pin', pin: '530918' }, sealed, [1, 2, 3])
    for (const index of [1, 2, 3])
      expect(wrong.verifierTags.get(index)).not.toBe(verifierTags.get(index))
    // The key of a wrong PIN fails like a wrong PIN, typed.
    await expect(
      openRecoveryFactor(sealed, { kind: 'pin', pin: '530917' }, { publicKey, key: wrong.key }),
    ).rejects.toMatchObject({ code: 'recovery_secret_wrong' })
    // The key is non-extractable: nothing can read it back out of WebCrypto.
    expect(wrong.key.extractable).toBe(false)
  })

  test('error: answers against a PIN envelope are refused before any KDF work', async () => {
    const { sealed } = await seal()
    const refused = deriveRecoveryAccess(
      { kind: 'answers', answers: [{ questionId: 'q1', answer: 'x' }] },
      sealed,
      [1],
    )
    await expect(refused).rejects.toBeInstanceOf(MfaError)
    await expect(refused).rejects.toMatchObject({ code: 'recovery_secret_wrong' })
  })

  test('behavior: the recovery request text binds node, mode, id, time, envelope, tag and line', () => {
    const base = {
      nodeIndex: 1,
      mode: 'open',
      requestId: 'r'.repeat(16),
      issuedAt: 1_800_000_000_000,
    } as const
    const texts = [
      recoveryRequestMessage(base),
      recoveryRequestMessage({ ...base, nodeIndex: 2 }),
      recoveryRequestMessage({ ...base, mode: 'params' }),
      recoveryRequestMessage({ ...base, requestId: 's'.repeat(16) }),
      recoveryRequestMessage({ ...base, verifierTag: `0x${'00'.repeat(32)}` }),
      recoveryRequestMessage({ ...base, envelope: '{}' }),
      recoveryRequestMessage({ ...base, issuedAt: base.issuedAt + 1 }),
      recoveryRequestMessage({ ...base, factorCommitments: [`0x02${'11'.repeat(32)}`] }),
    ]
    expect(new Set(texts).size).toBe(texts.length)
    expect(texts[0]).toMatch(
      /^tessera-keynode:v1:1:recovery-open:r{16}:1800000000000:[0-9a-f]{64}$/,
    )
  })
})
