import { type Dispatch, useEffect, useReducer, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useApprovals } from '../hooks/useApprovals.js'
import { useIsMainnet } from '../hooks/useIsMainnet.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths } from '../paths.js'
import { useWalletContext } from '../WalletContext.js'
import { callBatchNavigation } from './callBatchNavigation.js'
import { iframeStyleFor } from './iframeStyleFor.js'
import { useIsMobile } from './useIsMobile.js'
import {
  initialWidgetState,
  nextWidgetState,
  type WidgetEvent,
  type WidgetView,
} from './widgetView.js'

export type Widget = { view: WidgetView; dispatch: Dispatch<WidgetEvent> }

/**
 * The wrapper of SPEC §2/§4: follows the request queue (a new request opens the requests route,
 * compact when the widget was resting; none left returns home and rests what a request opened),
 * expands for the host's expandWallet (and for an app's wallet_showCallsStatus, on the batch's
 * Activity, issue #17, never over a waiting approval) and keeps the host's iframe sized for the view. The embedded wallet rests collapsed in app
 * mode Full and hidden in app mode Widget; a standalone wallet (a page of its own) is always
 * expanded and sizes no iframe.
 */
export function useWidget(): Widget {
  const { appMode, presentation, setIframeStyle, walletPosition, subscribeToExpand } =
    useWalletContext()
  const { pending } = useApprovals()
  const network = useSelectedNetwork()
  const isMainnet = useIsMainnet(network.id)
  const isMobile = useIsMobile()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [state, dispatch] = useReducer(
    nextWidgetState,
    appMode === 'full' ? 'collapsed' : 'hidden',
    initialWidgetState,
  )
  const pendingCount = useRef(0)
  /** Where the wallet is, for an expand target heard outside React's render. */
  const shown = useRef({ view: state.view, pathname, search })
  useEffect(() => {
    shown.current = { view: state.view, pathname, search }
  }, [state.view, pathname, search])

  useEffect(() => {
    const previous = pendingCount.current
    pendingCount.current = pending.length
    if (pending.length > previous) {
      dispatch({ type: 'requestArrived' })
      if (!pathname.startsWith(paths.requests)) navigate(paths.requests)
    } else if (pending.length === 0 && previous > 0) {
      dispatch({ type: 'requestsSettled' })
      if (pathname.startsWith(paths.requests)) navigate(paths.home)
    }
  }, [pending.length, pathname, navigate])

  useEffect(
    () =>
      subscribeToExpand((target) => {
        if (!target) return dispatch({ type: 'expand' })
        // EIP-5792 wallet_showCallsStatus: open on the batch's calls, unless an approval is shown.
        const to = callBatchNavigation({
          callBatchId: target.callBatchId,
          pendingCount: pendingCount.current,
          ...shown.current,
        })
        if (!to) return
        dispatch({ type: 'expand' })
        navigate(to.to, { replace: to.replace })
      }),
    [subscribeToExpand, navigate],
  )

  const isEmbedded = presentation === 'embedded'
  const isTransaction = pending[0]?.description.kind === 'sendTransaction'
  useEffect(() => {
    if (!isEmbedded) return
    setIframeStyle(
      iframeStyleFor({
        view: state.view,
        isMobile,
        isMainnet,
        isTransaction,
        position: walletPosition,
      }),
    )
  }, [isEmbedded, setIframeStyle, state.view, isMobile, isMainnet, isTransaction, walletPosition])

  return { view: isEmbedded ? state.view : 'expanded', dispatch }
}
