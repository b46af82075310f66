/** True when `element` clips what overflows it (a scroll box, or overflow hidden or clip). */
export function clipsOverflow(element: Element): boolean {
  const { overflowX, overflowY } = getComputedStyle(element)
  return overflowX !== 'visible' || overflowY !== 'visible'
}
