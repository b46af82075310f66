/** MetaMask's encrypted message (eth_decrypt input, as JSON then hex). */
export type EncryptedData = {
  readonly version: 'x25519-xsalsa20-poly1305'
  readonly nonce: string
  readonly ephemPublicKey: string
  readonly ciphertext: string
}

export const encryptionVersion = 'x25519-xsalsa20-poly1305'
