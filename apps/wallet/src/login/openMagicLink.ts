import { encryptForPublicKey, type Hex } from '@tessera/keys'
import { hexPattern } from '../parse/hexPatterns.js'
import { AuthServiceError } from './AuthServiceError.js'
import type { AuthClient } from './createAuthClient.js'
import { toLoginError } from './toLoginError.js'

/**
 * The magic-link page's confirm (SPEC §7 credential flow, page B), run only on the user's
 * explicit action with the code the requesting side shows (issue 15 finding 4): verifies the
 * link and that code, seals the login token to the waiting wallet's one-time key and stores it
 * for that wallet to collect. Nothing here can use the token: only the waiting wallet holds the
 * key. A code that does not match answers `wrongCode` (the user may try again while the server
 * allows); any other failure throws W-137 (the link is gone) or W-139.
 */
export async function openMagicLink(
  auth: AuthClient,
  link: { readonly sessionId: string; readonly token: string },
  code: string,
): Promise<'confirmed' | 'wrongCode'> {
  try {
    const publicKey = await auth.credKey(link.sessionId)
    if (typeof publicKey !== 'string' || !hexPattern.test(publicKey))
      throw new TypeError('publicKey must be hex')
    const { token, grant } = await auth.verifyLink({ ...link, code })
    const sealed = new TextEncoder().encode(token)
    const ciphertext = await encryptForPublicKey(publicKey as Hex, sealed)
    await auth.credStore({ sessionId: link.sessionId, grant, ciphertext })
    return 'confirmed'
  } catch (error) {
    if (error instanceof AuthServiceError && error.code === 'link_code_invalid') return 'wrongCode'
    throw toLoginError(error)
  }
}

/** The credential session and link token of a magic-link URL (`?session=…#link=…`), or null. */
export function readMagicLink(url: URL): { sessionId: string; token: string } | null {
  const sessionId = url.searchParams.get('session')
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('link')
  return sessionId && token ? { sessionId, token } : null
}
