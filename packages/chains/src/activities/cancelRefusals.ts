import { invalidParams } from '../params/invalidParams.js'

/**
 * Issue #20: a cancel refused because the transaction was mined meanwhile (by the engine from its
 * log, or by a family from the node): nothing is sent.
 */
export const alreadyMined = () =>
  invalidParams('This transaction was already mined: it can no longer be cancelled')

/** Issue #20: a cancel of what is not a Pending transaction this wallet sent. */
export const notCancellable = () =>
  invalidParams('Only a pending transaction sent from this wallet can be cancelled')
