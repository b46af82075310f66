import { catalogue, WalletError } from '@tessera/errors'

/**
 * What the user reads for an engine refusal: its catalogue text; anything else (a node that did
 * not answer, a bug) reads as `fallback`: W-131, or what the screen knows better (Add Token:
 * 'Failed to fetch details', W-147), never internals.
 */
export function errorMessage(error: unknown, fallback: keyof typeof catalogue = 'W-131'): string {
  return error instanceof WalletError ? error.shortMessage : catalogue[fallback].message
}
