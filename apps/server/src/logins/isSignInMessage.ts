/** SPEC §5: the phrase and fields that mark a sign-in message, each field at the start of a line. */
const signInMarkers: readonly RegExp[] = [
  /wants you to sign in with your/,
  /^URI: /m,
  /^Nonce: /m,
  /^Version: /m,
  /^Issued At: /m,
]

/**
 * True when `message` is a sign-in request for `address` (SPEC §5: it contains 'wants you to sign
 * in with your', URI, Nonce, Version and Issued At and the wallet address, in any letter case).
 */
export function isSignInMessage(message: string, address: string): boolean {
  // An empty address is contained in every string; it must never make a message a login.
  if (address.trim() === '') return false
  return (
    signInMarkers.every((marker) => marker.test(message)) &&
    message.toLowerCase().includes(address.trim().toLowerCase())
  )
}
