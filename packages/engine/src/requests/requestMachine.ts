import type { ApprovalEdits, ApprovedRequest, Hex, RequestId } from '@tessera/chains'
import { WalletError } from '@tessera/errors'

/**
 * SPEC §4 request states: pending → approved | rejected, pending → skipped → approved | rejected.
 * `shownDigest` is the digest of what the approval screen showed.
 */
export type RequestState =
  | { readonly status: 'pending' | 'skipped'; readonly shownDigest: Hex }
  | { readonly status: 'approved'; readonly shownDigest: Hex; readonly edits: ApprovalEdits }
  | { readonly status: 'rejected'; readonly shownDigest: Hex; readonly reason: RejectionCode }

/**
 * user_deny: the user (or logout) said no. W-130: the request changed after it was shown.
 * app_not_connected: the app's connection was revoked while the request waited (EIP-2255).
 */
export type RejectionCode = 'user_deny' | 'W-130' | 'app_not_connected'

export type RequestEvent =
  /** `digest` is computed from the request as it will be acted on, at approval time. */
  | { readonly type: 'approve'; readonly digest: Hex; readonly edits: ApprovalEdits }
  | { readonly type: 'reject' }
  | { readonly type: 'skip' }
  | { readonly type: 'boundary'; readonly kind: 'logout' }
  /** The app was disconnected: sent only for requests that need the account. */
  | { readonly type: 'boundary'; readonly kind: 'disconnected' }
  /** The context changed; `digest` is the request's digest recomputed in the new context. */
  | {
      readonly type: 'boundary'
      readonly kind: 'chainChanged' | 'accountTypeChanged'
      readonly digest: Hex
    }

/** The first state of a request: waiting for the user, or approved when it needs no approval. */
export function initialRequestState(parameters: {
  readonly needsApproval: boolean
  readonly digest: Hex
}): RequestState {
  return parameters.needsApproval
    ? { status: 'pending', shownDigest: parameters.digest }
    : { status: 'approved', shownDigest: parameters.digest, edits: {} }
}

/**
 * The request machine: a pure function of a state and an event. Throws W-130 for a user decision
 * on a request that is no longer waiting for one.
 */
export function transition(state: RequestState, event: RequestEvent): RequestState {
  const { shownDigest } = state
  if (state.status === 'approved' || state.status === 'rejected') {
    if (event.type === 'boundary') return state // already decided: processing or answered
    throw new WalletError('W-130', { details: `request already ${state.status}` })
  }
  switch (event.type) {
    case 'approve':
      // STYLE §B3 invariant 2: what the user saw is what gets signed.
      return event.digest === shownDigest
        ? { status: 'approved', shownDigest, edits: event.edits }
        : { status: 'rejected', shownDigest, reason: 'W-130' }
    case 'reject':
      return { status: 'rejected', shownDigest, reason: 'user_deny' }
    case 'skip':
      if (state.status === 'skipped')
        throw new WalletError('W-130', { details: 'request already skipped' })
      return { status: 'skipped', shownDigest }
    case 'boundary':
      if (event.kind === 'logout') return { status: 'rejected', shownDigest, reason: 'user_deny' }
      if (event.kind === 'disconnected')
        return { status: 'rejected', shownDigest, reason: 'app_not_connected' }
      // STYLE §B3 invariant 4: a changed context changes what the user would approve.
      return event.digest === shownDigest
        ? state
        : { status: 'rejected', shownDigest, reason: 'W-130' }
  }
}

/**
 * Brands a request whose state is approved; anything else is refused with W-130. The only code
 * that builds an `ApprovedRequest`, so code that signs can only be handed an approved request
 * (STYLE §B3 invariant 3).
 */
export function toApprovedRequest<params>(
  state: RequestState,
  request: { readonly id: RequestId; readonly method: string; readonly params: params },
): ApprovedRequest<params> {
  if (state.status !== 'approved')
    throw new WalletError('W-130', { details: `request is ${state.status}` })
  return { ...request, edits: state.edits } as ApprovedRequest<params>
}
