/**
 * The widget's view (SPEC §4: expanded or collapsed; compact for approvals; expanded by request
 * and collapsed again afterwards). A UI state, not a request state (STYLE §B3).
 */
export type WidgetView = 'collapsed' | 'expanded' | 'compact'

export type WidgetState = {
  readonly view: WidgetView
  /** The wallet opened itself for a request, so it collapses once no request is pending. */
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

export const initialWidgetState: WidgetState = { view: 'collapsed', isOpenedByRequest: false }

const collapsed: WidgetState = initialWidgetState
const expanded: WidgetState = { view: 'expanded', isOpenedByRequest: false }

/** The next widget state; pure, so the table of SPEC §4 transitions is tested directly. */
export function nextWidgetState(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'toggle':
      return state.view === 'collapsed' ? expanded : collapsed
    case 'dragCollapse':
      return collapsed
    case 'expand':
      return state.view === 'expanded' ? state : { ...state, view: 'expanded' }
    case 'requestArrived':
      return state.view === 'collapsed' ? { view: 'compact', isOpenedByRequest: true } : state
    case 'viewDetails':
      return state.view === 'compact' ? { ...state, view: 'expanded' } : state
    case 'requestsSettled':
      if (state.isOpenedByRequest) return collapsed
      return state.view === 'compact' ? expanded : state
  }
}
