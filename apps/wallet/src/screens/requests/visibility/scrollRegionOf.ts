import { clipsOverflow } from './clipsOverflow.js'

/**
 * The box an approval is seen through: its nearest ancestor that clips its overflow (the
 * screen's scroll box), or the approval itself when none does. A long approval runs on under the
 * wallet's own header and tab bar, clipped by its scroll box; IntersectionObserver v2 counts what
 * is drawn over any part of an element's box, clipped or not, so it watches the scroll box:
 * everything the user can see of the approval is in it, and nothing of the wallet's lies over it.
 */
export function scrollRegionOf(approval: Element): Element {
  const { documentElement } = approval.ownerDocument
  for (
    let ancestor = approval.parentElement;
    ancestor && ancestor !== documentElement && ancestor !== approval.ownerDocument.body;
    ancestor = ancestor.parentElement
  )
    if (clipsOverflow(ancestor)) return ancestor
  return approval
}
