import type { FeeChoice } from '../fees/FeeQuote.js'

/** What the user may change on an approval screen: only their own fee choice, never the request. */
export type ApprovalEdits = {
  /** A transaction: the fee picked on the fee panel (Normal / Fast / Custom, SPEC §2). */
  readonly fee?: FeeChoice
}
