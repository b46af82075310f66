import { encryptForPublicKey, type Hex } from '@tessera/keys'
import { hexPattern } from '../parse/hexPatterns.js'
import type { AuthClient } from './createAuthClient.js'
import { toLoginError } from './toLoginError.js'

/**
 * The page a magic link opens (SPEC §7 credential flow, page B): verifies the link, seals the
 * login token to the waiting wallet's one-time key and stores it for that wallet to collect.
 * Nothing here can use the token: only the waiting wallet holds the key.
 */
export async function openMagicLink(
  auth: AuthClient,
  link: { readonly sessionId: string; readonly token: string },
): Promise<void> {
  try {
    const publicKey = await auth.credKey(link.sessionId)
    if (typeof publicKey !== 'string' || !hexPattern.test(publicKey))
      throw new TypeError('publicKey must be hex')
    const { token, grant } = await auth.verifyLink(link)
    const sealed = new TextEncoder().encode(token)
    const ciphertext = await encryptForPublicKey(publicKey as Hex, sealed)
    await auth.credStore({ sessionId: link.sessionId, grant, ciphertext })
  } catch (error) {
    throw toLoginError(error)
  }
}

/** The credential session and link token of a magic-link URL (`?session=…#link=…`), or null. */
export function readMagicLink(url: URL): { sessionId: string; token: string } | null {
  const sessionId = url.searchParams.get('session')
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('link')
  return sessionId && token ? { sessionId, token } : null
}
