import { WalletError } from '@tessera/errors'
import { AuthServiceError, credentialErrorCodes } from './AuthServiceError.js'

type LoginErrorCode = 'W-134' | 'W-137' | 'W-138' | 'W-139'

const loginErrorCodes: ReadonlySet<string> = new Set<LoginErrorCode>([
  'W-134',
  'W-137',
  'W-138',
  'W-139',
])

/**
 * What a failed login reports (SPEC §8): credentials the service refused are W-137; anything
 * else (network, key nodes, a malformed answer) is W-139. A WalletError of a login (W-134 no
 * login token, W-137, W-138, W-139) passes unchanged.
 */
export function toLoginError(error: unknown, details?: string): WalletError<LoginErrorCode> {
  if (error instanceof WalletError && loginErrorCodes.has(error.code))
    return error as WalletError<LoginErrorCode>
  if (error instanceof AuthServiceError && credentialErrorCodes.has(error.code))
    return new WalletError('W-137', { details: details ?? error.code, cause: error })
  return new WalletError('W-139', { ...(details ? { details } : {}), cause: error })
}

/** SPEC §8: what a login page reports to its opener when a login fails. */
export const loginFailedText = 'Could not login, please try again'
