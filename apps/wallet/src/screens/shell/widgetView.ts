/**
 * The widget's view (SPEC §4: expanded or collapsed; compact for approvals; expanded by request
 * and collapsed again afterwards; 0 wide when hidden). A UI state, not a request state (STYLE §B3).
 */
export type WidgetView = 'hidden' | 'collapsed' | 'expanded' | 'compact'

/**
 * Where the embedded wallet rests when nothing is shown (HOST-PROTOCOL §D app modes): Full keeps
 * the collapsed button on screen; Widget hides until a request needs the user (or the host
 * expands it).
 */
export type RestingView = Extract<WidgetView, 'hidden' | 'collapsed'>

export type WidgetState = {
  readonly view: WidgetView
  readonly rest: RestingView
  /** The wallet opened itself for a request, so it rests again once no request is pending. */
  readonly isOpenedByRequest: boolean
}

export type WidgetEvent =
  /** The collapse/expand arrow (SPEC §2 wrapper). */
  | { readonly type: 'toggle' }
  /** A downward drag longer than 300 ms (SPEC §2, §9). */
  | { readonly type: 'dragCollapse' }
  /** The host called expandWallet. */
  | { readonly type: 'expand' }
  /** A request needing approval arrived. */
  | { readonly type: 'requestArrived' }
  /** View Details on the compact approval. */
  | { readonly type: 'viewDetails' }
  /** No request is pending any more. */
  | { readonly type: 'requestsSettled' }
  /** The user's decision failed (W-106, W-130): stay open so its error toast is seen. */
  | { readonly type: 'decisionFailed' }

export function initialWidgetState(rest: RestingView): WidgetState {
  return { view: rest, rest, isOpenedByRequest: false }
}

/** The next widget state; pure, so the table of SPEC §4 transitions is tested directly. */
export function nextWidgetState(state: WidgetState, event: WidgetEvent): WidgetState {
  const resting = initialWidgetState(state.rest)
  const expanded: WidgetState = { ...resting, view: 'expanded' }
  switch (event.type) {
    case 'toggle':
      return state.view === state.rest ? expanded : resting
    case 'dragCollapse':
      return resting
    case 'expand':
      return state.view === 'expanded' ? state : { ...state, view: 'expanded' }
    case 'requestArrived':
      return state.view === state.rest
        ? { ...state, view: 'compact', isOpenedByRequest: true }
        : state
    case 'viewDetails':
      return state.view === 'compact' ? { ...state, view: 'expanded' } : state
    case 'requestsSettled':
      if (state.isOpenedByRequest) return resting
      return state.view === 'compact' ? expanded : state
    case 'decisionFailed':
      return expanded
  }
}
