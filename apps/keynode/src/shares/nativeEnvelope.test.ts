import { decryptWithPrivateKey, encryptForPublicKey } from '@tessera/keys'
import { nativeKeyAgreement } from '@tessera/service-kit'
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
