import { dragToCollapseMinMs } from '@tessera/protocol'

/** How far down a drag must travel to count, so a tap or a wobble never collapses. */
export const collapseDragMinDistancePx = 40

export type Drag = { readonly startY: number; readonly endY: number; readonly durationMs: number }

/** SPEC §2, §9: a downward drag collapses the wallet only when it lasts more than 300 ms. */
export function isCollapseDrag({ startY, endY, durationMs }: Drag): boolean {
  return durationMs > dragToCollapseMinMs && endY - startY >= collapseDragMinDistancePx
}
