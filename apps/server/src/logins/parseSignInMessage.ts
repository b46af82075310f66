import { parseSiweMessage, type SiweMessage } from '@tessera/protocol'
import { checksumAddress } from 'viem'
import { ApiError } from '../http/ApiError.js'

export type ParseSignInMessageErrorType = ApiError

/** A sign-in message is a few hundred characters; refuse to read anything far larger. */
const signInMessageMaxLength = 16_384

/**
 * Reads a sign-in message with the protocol's EIP-4361 parser (SPEC §5 sign-in message; SPEC §7
 * loginNonce) and turns its refusal into the server's `message_invalid`, naming every reason.
 */
export function parseSignInMessage(message: string): SiweMessage {
  if (message.length > signInMessageMaxLength) throw messageInvalid('message is too long')
  const parsed = parseSiweMessage(message, { checksumAddress })
  if (parsed.kind === 'notSiwe') throw messageInvalid('not a sign-in message')
  if (parsed.kind === 'malformedSiwe') throw messageInvalid(parsed.reasons.join(', '))
  return parsed.message
}

function messageInvalid(reason: string): ApiError {
  return new ApiError('message_invalid', { params: { reason } })
}
