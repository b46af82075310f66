import type { PointerEvent } from 'react'
import { isCollapseDrag } from './isCollapseDrag.js'

export type DragHandlers = { onPointerDown: (event: PointerEvent) => void }

/**
 * A pointer-down handler that calls `onCollapse` after a downward drag of more than 300 ms
 * (SPEC §2). The release is watched on the window: a drag ends outside where it began.
 */
export function useDragToCollapse(onCollapse: () => void): DragHandlers {
  return {
    onPointerDown: (down) => {
      // A modal sheet opened from the header (networks) is not the widget: it never drags it.
      if (down.target instanceof Element && down.target.closest('dialog')) return
      const startY = down.clientY
      const startTime = down.timeStamp
      window.addEventListener(
        'pointerup',
        (up) => {
          const drag = { startY, endY: up.clientY, durationMs: up.timeStamp - startTime }
          if (isCollapseDrag(drag)) onCollapse()
        },
        { once: true },
      )
    },
  }
}
