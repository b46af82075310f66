import { WalletError } from '@tessera/errors'

/**
 * What the sell flow says of a failure (issue #20): a SPEC §8 W-code's text with its details, or
 * the error's message.
 */
export function sellErrorText(error: unknown): string {
  if (error instanceof WalletError)
    return `${error.shortMessage}${error.details ? `: ${error.details}` : ''}`
  return error instanceof Error ? error.message : String(error)
}
