import { approveAfterVisibleMs } from '@tessera/protocol'

export type ApprovalGate = {
  /** The approval's latest reading: shown in full, or not. */
  setShown(isShown: boolean): void
  /** True once the approval has been shown in full for `visibleForMs` without a break. */
  isOpen(): boolean
  stop(): void
}

/**
 * Issue #15 finding 6 (clickjacking): Approve may act only once the approval has been shown in
 * full for `visibleForMs` (500 ms) without a break; any break closes the gate and starts the
 * wait again. `onChange` hears each opening and closing.
 */
export function createApprovalGate(options: {
  readonly onChange: (isOpen: boolean) => void
  readonly visibleForMs?: number
}): ApprovalGate {
  const visibleForMs = options.visibleForMs ?? approveAfterVisibleMs
  let isShown = false
  let isOpen = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const setOpen = (next: boolean) => {
    if (next === isOpen) return
    isOpen = next
    options.onChange(next)
  }
  return {
    setShown(next) {
      if (next === isShown) return
      isShown = next
      clearTimeout(timer)
      if (next) timer = setTimeout(() => setOpen(true), visibleForMs)
      else setOpen(false)
    },
    isOpen: () => isOpen,
    stop: () => clearTimeout(timer),
  }
}
