import secp256k1 from 'secp256k1'
import { type Hex, hashMessage, hexToBytes } from 'viem'

const signatureBytes = 65
const publicKeyBytes = 65

/**
 * Whether `publicKey` (uncompressed, `0x04…`) signed the EIP-191 (`personal_sign`) `message`:
 * for a caller that is told the signer's key, one libsecp256k1 verification, cheaper than
 * recovering the key and comparing. A high-s signature counts as its low-s twin, as recovery
 * would take it; the recovery byte is not needed. False for anything malformed.
 */
export function isSignedByPublicKey(message: string, signature: Hex, publicKey: Hex): boolean {
  const signatureBytesIn = hexToBytes(signature)
  const key = hexToBytes(publicKey)
  if (signatureBytesIn.length !== signatureBytes || key.length !== publicKeyBytes) return false
  try {
    const rs = secp256k1.signatureNormalize(signatureBytesIn.slice(0, 64))
    return secp256k1.ecdsaVerify(rs, hexToBytes(hashMessage(message)), key)
  } catch {
    // An (r, s) out of range or a key off the curve: not signed by it.
    return false
  }
}
