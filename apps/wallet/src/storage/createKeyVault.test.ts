import { describe, expect, test } from 'vitest'
import { createTestVault } from '../testing/createTestVault.js'
import { createKeyVault, isSealedBox } from './createKeyVault.js'

const appA = 'a'.repeat(40)
const appB = 'b'.repeat(40)
const secret = { privateKey: `0x${'11'.repeat(32)}`, loginToken: 'header.payload.signature' }

describe('createKeyVault', () => {
  test('default: a sealed value opens again, and its box shows none of it', async () => {
    const vault = createTestVault(appA)
    const box = await vault.seal(secret)
    expect(isSealedBox(box)).toBe(true)
    expect(JSON.stringify(box)).not.toContain('11'.repeat(8))
    expect(JSON.stringify(box)).not.toContain('payload')
    expect(await vault.open(box)).toEqual(secret)
    // A fresh nonce each time: the same value never seals to the same box.
    expect((await vault.seal(secret)).data).not.toBe(box.data)
  })

  test('error: a box of another app, another vault key or changed in storage does not open', async () => {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
    const vault = createKeyVault({ appId: appA, loadKey: async () => key })
    const box = await vault.seal(secret)
    await expect(
      createKeyVault({ appId: appB, loadKey: async () => key }).open(box),
    ).rejects.toThrow()
    await expect(createTestVault(appA).open(box)).rejects.toThrow()
    const flipped = `${box.data.slice(0, 4)}${box.data[4] === 'A' ? 'B' : 'A'}${box.data.slice(5)}`
    await expect(vault.open({ ...box, data: flipped })).rejects.toThrow()
    await expect(vault.open({ privateKey: secret.privateKey })).rejects.toThrow(
      'iv must be a string',
    )
  })

  test('error: without a vault key nothing is sealed; the key is asked again next time', async () => {
    let attempts = 0
    const vault = createKeyVault({
      appId: appA,
      loadKey: async () => {
        attempts++
        throw new Error('IndexedDB is blocked')
      },
    })
    await expect(vault.seal(secret)).rejects.toThrow('IndexedDB is blocked')
    await expect(vault.seal(secret)).rejects.toThrow('IndexedDB is blocked')
    expect(attempts).toBe(2)
  })
})
