import { type Address, type Hex, hexToBytes, keccak256 } from 'viem'

/**
 * The EVM address of an uncompressed secp256k1 public key (`0x04…`), lowercase: one keccak, for
 * comparing with addresses a service keeps lowercase (viem's `publicKeyToAddress` hashes again
 * for the EIP-55 checksum).
 */
export function addressOfPublicKey(publicKey: Hex): Address {
  return `0x${keccak256(hexToBytes(publicKey).subarray(1)).slice(-40)}`
}
