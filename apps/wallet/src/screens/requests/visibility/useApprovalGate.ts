import { type RefObject, useEffect, useRef, useState } from 'react'
import { type ApprovalGate, createApprovalGate } from './createApprovalGate.js'
import { scrollRegionOf } from './scrollRegionOf.js'
import { type ApprovalVisibilityWatch, watchApprovalVisibility } from './watchApprovalVisibility.js'

export type ApprovalGateState = {
  /** Approve acts: the approval has been shown in full long enough (`createApprovalGate`). */
  readonly isOpen: boolean
  /** An Approve click came while the gate was closed: the view says why nothing happened. */
  readonly isExplained: boolean
  /** For the Approve button: a press that starts while the gate is closed never approves. */
  readonly onPointerDown: () => void
  /** Wraps the approval: it runs only while the gate is open, else the view explains. */
  readonly guard: (approve: () => void) => () => void
}

/**
 * Issue #15 finding 6 (clickjacking, docs/security.md): Approve works only once `approval` (the
 * scroll box it is seen through, `scrollRegionOf`) and its `actions` have been shown in full,
 * unobscured, for 500 ms (`watchApprovalVisibility`, `createApprovalGate`). A click before, or a press that began before, is never consent: it
 * only shows the explanation. The browser's latest readings are taken before each decision.
 */
export function useApprovalGate(
  approval: RefObject<HTMLElement | null>,
  actions: RefObject<HTMLElement | null>,
): ApprovalGateState {
  const [isOpen, setOpen] = useState(false)
  const [isExplained, setExplained] = useState(false)
  const gate = useRef<ApprovalGate | null>(null)
  const watch = useRef<ApprovalVisibilityWatch | null>(null)
  const isPressedWhileClosed = useRef(false)

  useEffect(() => {
    const approvalElement = approval.current
    const actionsElement = actions.current
    if (!approvalElement || !actionsElement) return
    const opened = createApprovalGate({
      onChange: (next) => {
        setOpen(next)
        if (next) setExplained(false)
      },
    })
    const watched = watchApprovalVisibility(
      { approval: scrollRegionOf(approvalElement), actions: actionsElement },
      opened.setShown,
    )
    gate.current = opened
    watch.current = watched
    return () => {
      watched.stop()
      opened.stop()
      gate.current = null
      watch.current = null
      setOpen(false)
    }
  }, [approval, actions])

  const canApproveNow = () => {
    watch.current?.flush()
    return gate.current?.isOpen() === true
  }
  return {
    isOpen,
    isExplained,
    onPointerDown: () => {
      isPressedWhileClosed.current = !canApproveNow()
    },
    guard: (approve) => () => {
      const wasPressedWhileClosed = isPressedWhileClosed.current
      isPressedWhileClosed.current = false
      if (wasPressedWhileClosed || !canApproveNow()) return setExplained(true)
      approve()
    },
  }
}
