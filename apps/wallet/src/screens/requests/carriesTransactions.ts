import type { RequestDescription } from '@tessera/engine'

/**
 * Whether a signing request carries transactions whose fee and predicted effect are shown before
 * the user decides, in the compact view as in the expanded: another family's transactions, or a
 * batch of EVM calls (EIP-5792). EVM's own single transaction has its own view.
 */
export function carriesTransactions(description: RequestDescription): boolean {
  return description.kind === 'solanaTransactions' || description.kind === 'sendCalls'
}
