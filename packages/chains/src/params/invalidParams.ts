import { WalletError } from '@tessera/errors'

/** An `invalid_params` error whose message is `reason` (SPEC §5 texts are passed verbatim). */
export function invalidParams(reason: string, cause?: unknown): WalletError<'invalid_params'> {
  return new WalletError('invalid_params', {
    params: { reason },
    ...(cause === undefined ? {} : { cause }),
  })
}
