import { describe, expect, test } from 'vitest'
import { publicKeyOfSecret } from '../publicKeyOfSecret.js'
import { randomScalar } from '../randomScalar.js'
import { seededRandomBytes } from '../testing/seededRandomBytes.js'
import { sealRecoveryFactor } from './sealRecoveryFactor.js'
import { splitForMfa } from './splitForMfa.js'

/** Tests seal with the lowest allowed cost; the default is checked once. */
const cheapKdf = { N: 2 ** 10, r: 8, p: 1 }

const setup = () => {
  const secret = randomScalar('secp256k1')
  return { ...splitForMfa(secret, 'secp256k1'), publicKey: publicKeyOfSecret('secp256k1', secret) }
}

describe('sealRecoveryFactor', () => {
  test('default: scrypt 2^17/8/1 (128 MiB), a versioned JSON envelope', {
    timeout: 60_000,
  }, async () => {
    const { recovery, publicKey } = setup()
    const sealed = await sealRecoveryFactor(recovery, { kind: 'pin', pin: '482916' }, { publicKey })
    expect(sealed).toMatchObject({
      version: 1,
      curve: 'secp256k1',
      kind: 'pin',
      questionIds: [],
      kdf: { name: 'scrypt', N: 131_072, r: 8, p: 1 },
    })
    expect(JSON.parse(JSON.stringify(sealed))).toEqual(sealed)
    expect(JSON.stringify(sealed)).not.toContain(recovery.value.slice(2))
  })

  test('behavior: a fresh salt and IV each time: the same factor and PIN seal differently', async () => {
    const { recovery, publicKey } = setup()
    const seal = () =>
      sealRecoveryFactor(recovery, { kind: 'pin', pin: '724113' }, { publicKey, kdf: cheapKdf })
    const [a, b] = await Promise.all([seal(), seal()])
    expect(a.kdf.salt).not.toBe(b.kdf.salt)
    expect(a.iv).not.toBe(b.iv)
    expect(a.ciphertext).not.toBe(b.ciphertext)
  })

  test('args: randomBytes makes the envelope reproducible', async () => {
    const { recovery, publicKey } = setup()
    const seal = () =>
      sealRecoveryFactor(
        recovery,
        { kind: 'pin', pin: '724113' },
        { publicKey, kdf: cheapKdf, randomBytes: seededRandomBytes('seal') },
      )
    expect(await seal()).toEqual(await seal())
  })

  test('error: a weak new PIN is input_invalid, before any KDF work (newPinProblem)', async () => {
    const { recovery, publicKey } = setup()
    for (const pin of ['2468', '123456', '121212', '112233'])
      await expect(
        sealRecoveryFactor(recovery, { kind: 'pin', pin }, { publicKey }),
      ).rejects.toThrow(expect.objectContaining({ code: 'input_invalid' }))
  })

  test('error: only the recovery factor, only allowed scrypt settings', async () => {
    const { network, recovery, publicKey } = setup()
    const pin = { kind: 'pin', pin: '724113' } as const
    await expect(sealRecoveryFactor(network, pin, { publicKey })).rejects.toThrow(
      'not the recovery factor',
    )
    for (const kdf of [
      { N: 2 ** 9, r: 8, p: 1 },
      { N: 3_000, r: 8, p: 1 },
      { N: 2 ** 21, r: 8, p: 1 },
      { N: 2 ** 10, r: 0, p: 1 },
    ])
      await expect(sealRecoveryFactor(recovery, pin, { publicKey, kdf })).rejects.toThrow(
        expect.objectContaining({ code: 'input_invalid' }),
      )
  })
})
