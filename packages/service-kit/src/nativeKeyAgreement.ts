import { randomBytes } from 'node:crypto'
import secp256k1 from 'secp256k1'

const xBytes = 32

/**
 * ECDH on secp256k1 with libsecp256k1 (the native addon): a fresh ephemeral key and the shared
 * x-coordinate. About thirty times faster than pure JavaScript; key nodes encrypt every share
 * they release with it (the `keyAgreement` of `encryptForPublicKey`).
 */
export function nativeKeyAgreement(recipientCompressed: Uint8Array) {
  let ephemeralPrivateKey = randomBytes(xBytes)
  while (!secp256k1.privateKeyVerify(ephemeralPrivateKey)) ephemeralPrivateKey = randomBytes(xBytes)
  const sharedX = secp256k1.ecdh(
    recipientCompressed,
    ephemeralPrivateKey,
    { hashfn: (x: Uint8Array) => x },
    new Uint8Array(xBytes),
  )
  return { ephemeralPublicKey: secp256k1.publicKeyCreate(ephemeralPrivateKey, true), sharedX }
}
