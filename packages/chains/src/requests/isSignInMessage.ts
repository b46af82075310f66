const signInParts = ['wants you to sign in with your', 'URI', 'Nonce', 'Version', 'Issued At'] // SPEC §5

/**
 * SPEC §5: a message is a login when it contains 'wants you to sign in with your', URI, Nonce,
 * Version and Issued At, and the wallet address: in any letter case where the family's addresses
 * ignore it (EVM), exactly where they do not (base58).
 */
export function isSignInMessage(
  message: string,
  wallet: { readonly address: string; readonly isCaseSensitive: boolean },
): boolean {
  const contains = wallet.isCaseSensitive
    ? message.includes(wallet.address)
    : message.toLowerCase().includes(wallet.address.toLowerCase())
  return signInParts.every((part) => message.includes(part)) && contains
}
