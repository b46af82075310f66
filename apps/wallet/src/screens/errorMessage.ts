import { catalogue, WalletError } from '@tessera/errors'

/** What the user reads for an engine refusal: its catalogue text, else W-131 (no internals). */
export function errorMessage(error: unknown): string {
  return error instanceof WalletError ? error.shortMessage : catalogue['W-131'].message
}
