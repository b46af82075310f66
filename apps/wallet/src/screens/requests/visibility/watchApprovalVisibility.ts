import { visibilityObserverDelayMs } from '@tessera/protocol'
import { isShownInFull } from './isShownInFull.js'
import { ownVisibleBox } from './ownVisibleBox.js'

/** IntersectionObserver v2's additions (Chromium), absent from TypeScript's DOM types. */
type VisibilityObserverInit = IntersectionObserverInit & {
  readonly trackVisibility?: boolean
  readonly delay?: number
}
type VisibilityEntry = IntersectionObserverEntry & { readonly isVisible?: boolean }

/** Every whole percent: the clip check runs again whenever the shown share moves by one. */
const thresholds = Array.from({ length: 101 }, (_, percent) => percent / 100)

/** True where the browser reports `isVisible` (IntersectionObserver v2). */
export function hasVisibilityObserver(): boolean {
  return (
    typeof IntersectionObserverEntry !== 'undefined' &&
    'isVisible' in IntersectionObserverEntry.prototype
  )
}

export type ApprovalVisibilityWatch = {
  /** Takes the readings the browser made but has not delivered yet, before a decision. */
  flush(): void
  stop(): void
}

/**
 * Watches whether an approval and its buttons are shown in full (`isShownInFull`) and calls
 * `onChange` with each change. With IntersectionObserver v2 (Chromium) that includes
 * `isVisible`: nothing drawn over them (an overlay, even one that lets clicks through), no
 * opacity, filter or distorting transform on them or on the iframe. Without it (the fallback)
 * it is the geometry, and the page must also be visible (not a background tab) and focused (the
 * user interacts with the wallet itself); the fallback cannot see an overlay, opacity or a
 * transform the host puts over or on the iframe. Without IntersectionObserver at all it never
 * reports shown (fails closed).
 */
export function watchApprovalVisibility(
  targets: { readonly approval: Element; readonly actions: Element },
  onChange: (isShown: boolean) => void,
): ApprovalVisibilityWatch {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(false)
    return { flush: () => {}, stop: () => {} }
  }
  const requireVisible = hasVisibilityObserver()
  const document = targets.approval.ownerDocument
  const view = document.defaultView
  const shown = new Map<Element, boolean>()
  let isShown = false
  const isPageAttended = () =>
    requireVisible || (document.visibilityState === 'visible' && document.hasFocus())
  const report = () => {
    const next =
      isPageAttended() &&
      shown.get(targets.approval) === true &&
      shown.get(targets.actions) === true
    if (next === isShown) return
    isShown = next
    onChange(next)
  }
  const read = (entries: readonly VisibilityEntry[]) => {
    for (const entry of entries)
      shown.set(
        entry.target,
        isShownInFull(
          {
            isIntersecting: entry.isIntersecting,
            intersectionRatio: entry.intersectionRatio,
            boundingClientRect: entry.boundingClientRect,
            isVisible: entry.isVisible,
            ownVisibleBox: ownVisibleBox(entry.target, entry.boundingClientRect),
          },
          { requireVisible },
        ),
      )
    report()
  }
  const options: VisibilityObserverInit = requireVisible
    ? { threshold: thresholds, trackVisibility: true, delay: visibilityObserverDelayMs }
    : { threshold: thresholds }
  const observer = new IntersectionObserver(read, options)
  observer.observe(targets.approval)
  observer.observe(targets.actions)
  const pageEvents = ['focus', 'blur'] as const
  if (!requireVisible) {
    document.addEventListener('visibilitychange', report)
    for (const event of pageEvents) view?.addEventListener(event, report)
  }
  return {
    flush: () => read(observer.takeRecords()),
    stop() {
      observer.disconnect()
      document.removeEventListener('visibilitychange', report)
      for (const event of pageEvents) view?.removeEventListener(event, report)
    },
  }
}
