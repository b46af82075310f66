import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { verifySignInMessage } from './verifySignInMessage.js'

const user = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())
const nowMs = Date.parse('2025-01-02T03:05:00.000Z')
const nonce = 'Abc123xyz'
const domain = 'wallet.tessera.test'

const siwe = (fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address: user.address,
    chainId: 1,
    domain,
    nonce,
    uri: 'https://wallet.tessera.test/login',
    version: '1',
    issuedAt: new Date('2025-01-02T03:04:05.000Z'),
    statement: 'Sign in to Tessera.',
    ...fields,
  })

/** Signs `message` with `signer` (personal_sign) and verifies it with the default expectations. */
const signAndVerify = async (
  message: string,
  options: { signer?: typeof user; expectedNonce?: string; expectedDomain?: string } = {},
) => {
  const { signer = user, ...expected } = options
  const signature = await signer.signMessage({ message })
  return verifySignInMessage({ message, signature, expectedNonce: nonce, nowMs, ...expected })
}

describe('verifySignInMessage', () => {
  test('default', async () => {
    expect(await signAndVerify(siwe())).toBe(user.address)
  })

  test('args: expectedDomain', async () => {
    expect(await signAndVerify(siwe(), { expectedDomain: domain })).toBe(user.address)
    await expect(signAndVerify(siwe(), { expectedDomain: 'evil.test' })).rejects.toMatchObject({
      code: 'message_invalid',
      message: 'The sign-in message is not valid: domain does not match',
    })
  })

  test('error: message_invalid expiry written as a leap second (read, so long past)', async () => {
    await expect(
      signAndVerify(siwe().concat('\nExpiration Time: 2016-12-31T23:59:60Z')),
    ).rejects.toMatchObject({ code: 'message_invalid', message: expect.stringMatching(/expired/) })
  })

  test('behavior: inside the validity window', async () => {
    const message = siwe({
      notBefore: new Date(nowMs),
      expirationTime: new Date(nowMs + 1),
    })
    expect(await signAndVerify(message)).toBe(user.address)
  })

  test('error: nonce_invalid wrong nonce', async () => {
    await expect(signAndVerify(siwe(), { expectedNonce: 'Other1234' })).rejects.toMatchObject({
      code: 'nonce_invalid',
    })
    await expect(signAndVerify(siwe(), { expectedNonce: '' })).rejects.toMatchObject({
      code: 'nonce_invalid',
    })
  })

  test('error: signature_invalid wrong signer', async () => {
    await expect(signAndVerify(siwe(), { signer: other })).rejects.toMatchObject({
      code: 'signature_invalid',
    })
  })

  test('error: signature_invalid tampered message', async () => {
    const message = siwe()
    const signature = await user.signMessage({ message })
    const tampered = message.replace('Chain ID: 1', 'Chain ID: 137')
    await expect(
      verifySignInMessage({ message: tampered, signature, expectedNonce: nonce, nowMs }),
    ).rejects.toMatchObject({ code: 'signature_invalid' })
  })

  test('error: signature_invalid malformed signature', async () => {
    for (const signature of ['', '0x', 'zz', `0x${'00'.repeat(65)}`, `0x${'ab'.repeat(10)}`]) {
      await expect(
        verifySignInMessage({ message: siwe(), signature, expectedNonce: nonce, nowMs }),
      ).rejects.toMatchObject({ code: 'signature_invalid' })
    }
  })

  test('error: message_invalid expired', async () => {
    const message = siwe({ expirationTime: new Date(nowMs) })
    await expect(signAndVerify(message)).rejects.toMatchObject({
      code: 'message_invalid',
      message: 'The sign-in message is not valid: message has expired',
    })
  })

  test('error: message_invalid not valid yet', async () => {
    const message = siwe({ notBefore: new Date(nowMs + 1) })
    await expect(signAndVerify(message)).rejects.toMatchObject({
      code: 'message_invalid',
      message: 'The sign-in message is not valid: message is not valid yet',
    })
  })

  test('error: message_invalid address in lower case (EIP-4361: EIP-55 checksum)', async () => {
    const message = siwe().replace(user.address, user.address.toLowerCase())
    await expect(signAndVerify(message)).rejects.toMatchObject({ code: 'message_invalid' })
  })

  test('error: message_invalid plain message', async () => {
    await expect(signAndVerify(`Log in to Tessera as ${user.address}`)).rejects.toMatchObject({
      code: 'message_invalid',
    })
  })
})
