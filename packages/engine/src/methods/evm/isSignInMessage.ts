import type { Address } from 'viem'

const signInParts = ['wants you to sign in with your', 'URI', 'Nonce', 'Version', 'Issued At'] // SPEC §5

/**
 * SPEC §5: a message is a login when it contains 'wants you to sign in with your', URI, Nonce,
 * Version and Issued At, and the wallet address.
 */
export function isSignInMessage(message: string, address: Address): boolean {
  return (
    signInParts.every((part) => message.includes(part)) &&
    message.toLowerCase().includes(address.toLowerCase())
  )
}
