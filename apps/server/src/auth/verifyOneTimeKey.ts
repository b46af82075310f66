import { recoverSignerAddress } from '@tessera/service-kit'
import { type Address, isAddress, isAddressEqual, isHex } from 'viem'
import { ApiError } from '../http/ApiError.js'

/**
 * Checks that the client holds its one-time key: `signature` is that key's EIP-191 signature
 * of `message`. The key's address becomes the login token's `nonce`, so the key network can bind
 * shares to it (ARCHITECTURE trust model).
 */
export async function verifyOneTimeKey(parameters: {
  signerAddress: string
  message: string
  signature: string
}): Promise<Address> {
  const { signerAddress, message, signature } = parameters
  if (!isAddress(signerAddress, { strict: false }) || !isHex(signature, { strict: true }))
    throw new ApiError('signature_invalid')
  const signer = recoverSignerAddress(message, signature)
  if (!signer || !isAddressEqual(signer, signerAddress)) throw new ApiError('signature_invalid')
  return signerAddress.toLowerCase() as Address
}
