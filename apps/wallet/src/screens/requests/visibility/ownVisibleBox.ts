import { clipsOverflow } from './clipsOverflow.js'
import type { Box } from './isShownInFull.js'

const intersect = (a: Box, b: Box): Box => {
  const left = Math.max(a.left, b.left)
  const top = Math.max(a.top, b.top)
  const right = Math.min(a.left + a.width, b.left + b.width)
  const bottom = Math.min(a.top + a.height, b.top + b.height)
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

/**
 * The part of `box` (a box of `element`) the wallet's own page leaves in view: clipped by every
 * ancestor that clips its overflow (to its padding box, without scrollbars) and by this
 * document's viewport. What is left hidden beyond that, the host page hides.
 */
export function ownVisibleBox(element: Element, box: Box): Box {
  const { documentElement } = element.ownerDocument
  let visible = intersect(box, {
    left: 0,
    top: 0,
    width: documentElement.clientWidth,
    height: documentElement.clientHeight,
  })
  for (
    let ancestor = element.parentElement;
    ancestor && ancestor !== documentElement;
    ancestor = ancestor.parentElement
  ) {
    if (!clipsOverflow(ancestor)) continue
    const outer = ancestor.getBoundingClientRect()
    visible = intersect(visible, {
      left: outer.left + ancestor.clientLeft,
      top: outer.top + ancestor.clientTop,
      width: ancestor.clientWidth,
      height: ancestor.clientHeight,
    })
  }
  return visible
}
