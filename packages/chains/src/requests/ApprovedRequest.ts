import type { ApprovalEdits } from './ApprovalEdits.js'

/** A host request's JSON-RPC id. */
export type RequestId = string | number

declare const approvedBrand: unique symbol

/**
 * A request the engine's request machine has approved. Only the machine builds one, so code that
 * signs can only be handed an approved request (STYLE §B3 invariant 3).
 */
export type ApprovedRequest<params> = {
  readonly id: RequestId
  readonly method: string
  readonly params: params
  readonly edits: ApprovalEdits
  readonly [approvedBrand]: true
}
