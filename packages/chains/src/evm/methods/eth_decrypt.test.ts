import {
  createTestEngine,
  requestApproved,
  testAccount,
  waitForPending,
  wireErrorOf,
} from '@tessera/engine/testing'
import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { encryptionPublicKey } from './encryption/encryptionPublicKey.js'
import { encryptMessage } from './encryption/encryptMessage.js'

const address = testAccount.address
// MetaMask eth-sig-util's published test vector for the key of `testAccount` ("bob").
const metamaskEncrypted = {
  version: 'x25519-xsalsa20-poly1305',
  nonce: '1dvWO7uOnBnO7iNDJ9kO9pTasLuKNlej',
  ephemPublicKey: 'FBH1/pAEHOOW14Lu3FWkgV3qOEcuL78Zy+qW1RwzMXQ=',
  ciphertext: 'f8kBcl/NCyf3sybfbwAKk/np2Bzt9lRVkZejr6uh5FgnNlH/ic62DZzy',
}
const asParam = (data: unknown) => stringToHex(JSON.stringify(data))

describe('eth_getEncryptionPublicKey', () => {
  test('default: C-039 the X25519 key MetaMask derives for the same private key', async () => {
    const { engine } = createTestEngine()
    expect(
      await engine.request({ id: 1, method: 'eth_getEncryptionPublicKey', params: [address] }),
    ).toBe('C5YMNdqE4kLgxQhJO1MfuQcHP5hjVSXzamzd/TxlR0U=')
  })

  test('args: a second published key pair', () => {
    expect(
      encryptionPublicKey('0x63c350a479ced6783e76c68668d7b639f8dd38bdf3d83f68d1a77a41feab26e7'),
    ).toBe('6yzMxyMBxlKRxZSGaLuN3GEZkOaFjuejFGhYfKIRXWI=')
  })
})

describe('eth_decrypt', () => {
  test('default: C-040 P-002 after approval decrypts a message MetaMask encrypted', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({
      id: 1,
      method: 'eth_decrypt',
      params: [asParam(metamaskEncrypted), address],
    })
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'decrypt',
      method: 'eth_decrypt',
      from: address,
    })
    engine.approvals.approve(1)
    expect(await answer).toBe('My name is Satoshi Buterin')
  })

  test('behavior: a message encrypted to eth_getEncryptionPublicKey round-trips', async () => {
    const { engine } = createTestEngine()
    const publicKey = (await engine.request({
      id: 1,
      method: 'eth_getEncryptionPublicKey',
      params: [address],
    })) as string
    const encrypted = encryptMessage(publicKey, 'secret ✓')
    expect(
      await requestApproved(engine, {
        id: 2,
        method: 'eth_decrypt',
        params: [asParam(encrypted), address],
      }),
    ).toBe('secret ✓')
  })

  test('error: a message sealed to another key fails after approval', async () => {
    const { engine } = createTestEngine()
    const other = encryptionPublicKey(`0x${'22'.repeat(32)}`)
    const answer = requestApproved(engine, {
      id: 1,
      method: 'eth_decrypt',
      params: [asParam(encryptMessage(other, 'not yours')), address],
    })
    expect(await wireErrorOf(answer)).toMatchObject({ code: -32602, message: 'Decryption failed' })
  })

  test('error: another encryption version is refused before approval', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({
      id: 1,
      method: 'eth_decrypt',
      params: [asParam({ ...metamaskEncrypted, version: 'x448' }), address],
    })
    expect(await wireErrorOf(answer)).toMatchObject({
      message: 'Encryption type/version not supported',
    })
  })
})
