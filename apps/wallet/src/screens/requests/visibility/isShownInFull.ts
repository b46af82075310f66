/** A rectangle as `getBoundingClientRect` and IntersectionObserver give it. */
export type Box = {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

/** What an IntersectionObserver reported for one target, and what the page itself clips it to. */
export type VisibilityReading = {
  readonly isIntersecting: boolean
  /** The share of the target on screen, after every clip up to the top-level viewport. */
  readonly intersectionRatio: number
  readonly boundingClientRect: Box
  /**
   * IntersectionObserver v2: nothing is drawn over the target and no opacity, filter or transform
   * other than a 2D move distorts it (the host's styles on the iframe included). Undefined where
   * the browser lacks v2.
   */
  readonly isVisible: boolean | undefined
  /** The part of the target the wallet's own page leaves in view (its scroll boxes and viewport). */
  readonly ownVisibleBox: Box
}

/** Layout rounds to fractions of a pixel: this much of each side may differ. */
const slackPx = 2

const areaOf = (box: Box) => Math.max(0, box.width) * Math.max(0, box.height)

/**
 * True when a target is shown in full: on screen, every part of it the wallet's own page shows
 * is on screen too (so the host page clips none of it: no overflow or clip-path on the iframe,
 * no iframe pushed off screen), and, with IntersectionObserver v2, visible (`isVisible`: nothing
 * over it, no opacity, filter or distorting transform). Without v2 (`requireVisible` false) only
 * the geometry is checked.
 */
export function isShownInFull(
  reading: VisibilityReading,
  options: { readonly requireVisible: boolean },
): boolean {
  if (!reading.isIntersecting) return false
  if (options.requireVisible && reading.isVisible !== true) return false
  const ownArea = areaOf(reading.ownVisibleBox)
  if (ownArea === 0) return false
  const shownArea = reading.intersectionRatio * areaOf(reading.boundingClientRect)
  const slackArea = slackPx * (reading.ownVisibleBox.width + reading.ownVisibleBox.height)
  return shownArea >= ownArea - slackArea
}
