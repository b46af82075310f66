import { parseRfc3339DateTime, type SiweMessage } from '@tessera/protocol'
import { type Address, isAddressEqual, isHex, recoverMessageAddress } from 'viem'
import { ApiError } from '../http/ApiError.js'
import { parseSignInMessage } from './parseSignInMessage.js'

export type VerifySignInMessageParameters = {
  message: string
  signature: string
  /** The nonce the server issued for this login (SPEC §7 `GET /api/v2/loginNonce`). */
  expectedNonce: string
  /** When given, the message's domain must equal it. */
  expectedDomain?: string
  nowMs: number
}

export type VerifySignInMessageErrorType = ApiError

type SignInCheck = (
  signIn: { message: string; signature: string; parsed: SiweMessage },
  expected: Omit<VerifySignInMessageParameters, 'message' | 'signature'>,
) => Promise<ApiError | undefined> | ApiError | undefined

/** EOA signatures only: the `personal_sign` signature must recover the message's address. */
const isSignedByAddress: SignInCheck = async ({ message, signature, parsed }) => {
  if (!isHex(signature, { strict: true })) return new ApiError('signature_invalid')
  try {
    const signer = await recoverMessageAddress({ message, signature })
    return isAddressEqual(signer, parsed.address) ? undefined : new ApiError('signature_invalid')
  } catch (cause) {
    return new ApiError('signature_invalid', { cause })
  }
}

const hasExpectedNonce: SignInCheck = ({ parsed }, { expectedNonce }) =>
  expectedNonce !== '' && parsed.nonce === expectedNonce ? undefined : new ApiError('nonce_invalid')

const hasExpectedDomain: SignInCheck = ({ parsed }, { expectedDomain }) =>
  expectedDomain === undefined || parsed.domain === expectedDomain
    ? undefined
    : messageInvalid('domain does not match')

// NaN for a time that cannot be read: the negated comparisons below then refuse the message.
const msOf = (time: string) => parseRfc3339DateTime(time) ?? Number.NaN

const isWithinValidity: SignInCheck = ({ parsed }, { nowMs }) => {
  if (parsed.expirationTime !== null && !(nowMs < msOf(parsed.expirationTime))) {
    return messageInvalid('message has expired')
  }
  if (parsed.notBefore !== null && !(nowMs >= msOf(parsed.notBefore))) {
    return messageInvalid('message is not valid yet')
  }
  return undefined
}

const signInChecks: readonly SignInCheck[] = [
  isSignedByAddress,
  hasExpectedNonce,
  hasExpectedDomain,
  isWithinValidity,
]

/**
 * Verifies a signed EIP-4361 sign-in message (SPEC §5 sign-in message; SPEC §7 loginNonce) and
 * returns the signer's address; throws `message_invalid`, `signature_invalid` or `nonce_invalid`.
 */
export async function verifySignInMessage(
  parameters: VerifySignInMessageParameters,
): Promise<Address> {
  const { message, signature, ...expected } = parameters
  const parsed = parseSignInMessage(message)
  for (const check of signInChecks) {
    const failure = await check({ message, signature, parsed }, expected)
    if (failure) throw failure
  }
  return parsed.address
}

function messageInvalid(reason: string): ApiError {
  return new ApiError('message_invalid', { params: { reason } })
}
