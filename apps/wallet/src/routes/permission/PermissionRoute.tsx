import { useEffect, useMemo, useState } from 'react'
import { permissionFrameChannel } from '../../messaging/askPermissionFrame.js'
import { type PermissionStep, PermissionView } from './PermissionView.js'
import { permissionTexts } from './permissionTexts.js'
import '../../screens/screens.css'
import './Permission.css'

/**
 * `/:appId/permission?request=<id>` (SPEC §2 R-011, PermissionRequest; issue #20): the popup an
 * approval's 'Open in a window' opens on the wallet origin. It asks the wallet frame that opened
 * it for that request (permission_view) and shows it; Reject or Proceed asks the frame to decide
 * exactly that id (permission_decide): the frame owns the engine and the queue, and the page
 * holds nothing but the id. Once the request is answered, here or in the frame, the page says so
 * and closes. Without an id, without the frame as opener, or for a request no longer waiting, it
 * says why and offers nothing.
 */
export function PermissionRoute() {
  const [state, setState] = useState<PermissionStep>({ step: 'loading' })
  const requestId = new URL(window.location.href).searchParams.get('request')
  const channel = useMemo(() => permissionFrameChannel(window.location.origin), [])

  useEffect(() => {
    if (!requestId) return setState({ step: 'refused', error: permissionTexts.noRequest })
    if (!channel) return setState({ step: 'refused', error: permissionTexts.noOpener })
    let isMounted = true
    const stopSettled = channel.onSettled(requestId, () => showAnswered(setState))
    channel.ask({ type: 'permission_view', requestId }).then(
      (answer) => {
        if (!isMounted) return
        if ('view' in answer) setState({ step: 'shown', view: answer.view, busy: false })
        else setState({ step: 'refused', error: 'error' in answer ? answer.error : '' })
      },
      () => isMounted && setState({ step: 'refused', error: permissionTexts.noWallet }),
    )
    return () => {
      isMounted = false
      stopSettled()
    }
  }, [channel, requestId])

  const decide = (decision: 'approve' | 'reject') => {
    if (!channel || state.step !== 'shown' || state.busy) return
    setState({ ...state, busy: true, error: undefined })
    channel.ask({ type: 'permission_decide', requestId: state.view.requestId, decision }).then(
      (answer) => {
        if ('error' in answer) setState({ ...state, busy: false, error: answer.error })
        else showAnswered(setState)
      },
      () => setState({ ...state, busy: false, error: permissionTexts.noWallet }),
    )
  }
  return (
    <PermissionView
      state={state}
      onApprove={() => decide('approve')}
      onReject={() => decide('reject')}
    />
  )
}

/** The request left the waiting list: nothing is left to do here. */
function showAnswered(setState: (state: PermissionStep) => void): void {
  setState({ step: 'answered' })
  window.close()
}
