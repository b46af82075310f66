import { parseSiweMessage } from '@tessera/protocol'
import { checksumAddress } from 'viem'
import type { SiweDescription } from './SiweDescription.js'
import { siweHostOf } from './siweHostOf.js'
import { type SiweSigner, siweSignerWarnings } from './siweSignerWarnings.js'

/** The Sign in view of a message (#17 SIWE), or null when it is no sign-in message. */
export function describeSiwe(text: string, signer: SiweSigner): SiweDescription | null {
  const parsed = parseSiweMessage(text, { checksumAddress })
  if (parsed.kind === 'notSiwe') return null
  if (parsed.kind === 'malformedSiwe')
    return { status: 'malformed', reasons: parsed.reasons, warnings: ['malformed'] }
  return {
    status: 'valid',
    message: parsed.message,
    host: siweHostOf(parsed.message),
    warnings: siweSignerWarnings(parsed.message, signer),
  }
}
