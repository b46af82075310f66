import type { GasChoice } from '../gas/gasChoice.js'

/** What the user may change on an approval screen: only their own gas choice, never the request. */
export type ApprovalEdits = {
  /** eth_sendTransaction: the fees picked on the gas panel (Normal / Fast / Custom, SPEC §2). */
  readonly gas?: GasChoice
}
