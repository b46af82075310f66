import { decryptWithPrivateKey, encryptForPublicKey } from '@tessera/keys'
import { nativeKeyAgreement, nativeSymmetricSeal } from '@tessera/service-kit'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'

test('behavior: envelopes sealed with the native key agreement open with the browser code', async () => {
  const privateKey = generatePrivateKey()
  const { publicKey } = privateKeyToAccount(privateKey)
  const message = new TextEncoder().encode('share 0x1234')
  const envelope = await encryptForPublicKey(publicKey, message, {
    keyAgreement: nativeKeyAgreement,
  })
  expect(new TextDecoder().decode(await decryptWithPrivateKey(privateKey, envelope))).toBe(
    'share 0x1234',
  )
  await expect(decryptWithPrivateKey(generatePrivateKey(), envelope)).rejects.toThrow()
})

test('behavior: envelopes sealed with native HKDF and AES-GCM open with the browser code', async () => {
  const privateKey = generatePrivateKey()
  const { publicKey } = privateKeyToAccount(privateKey)
  const message = new TextEncoder().encode('share 0x5678')
  const envelope = await encryptForPublicKey(publicKey, message, {
    keyAgreement: nativeKeyAgreement,
    symmetricSeal: nativeSymmetricSeal,
  })
  expect(new TextDecoder().decode(await decryptWithPrivateKey(privateKey, envelope))).toBe(
    'share 0x5678',
  )
  // The second-to-last character carries six bits of the tag's last byte: any other one breaks it.
  const replaced = envelope.at(-2) === 'A' ? 'B' : 'A'
  const tampered = `${envelope.slice(0, -2)}${replaced}${envelope.slice(-1)}`
  await expect(decryptWithPrivateKey(privateKey, tampered)).rejects.toThrow()
})
