import { catalogue, WalletError } from '@tessera/errors'

/**
 * What Add Token shows for a failure: the SPEC §8 text of its code, and 'Failed to fetch
 * details' (W-147) for anything else, such as a node that did not answer.
 */
export function errorMessage(error: unknown): string {
  return error instanceof WalletError ? error.shortMessage : catalogue['W-147'].message
}
