import {
  type WidgetPosition,
  widgetCollapsedHeightPx,
  widgetCollapsedWidthPx,
  widgetCompactHeightPx,
  widgetCompactTransactionHeightPx,
  widgetDesktopOffsetPx,
  widgetExpandedHeight,
  widgetHiddenWidthPx,
  widgetMobileWidth,
  widgetWidthPx,
} from '@tessera/protocol'
import type { WidgetView } from './widgetView.js'

export type IframeStyleParameters = {
  readonly view: WidgetView
  readonly isMobile: boolean
  readonly isMainnet: boolean
  /** The compact approval shows a transaction (taller, SPEC §4). */
  readonly isTransaction: boolean
  readonly position: WidgetPosition
}

const px = (value: number) => `${value}px`

function heightFor({ view, isMainnet, isTransaction }: IframeStyleParameters): string {
  if (view === 'hidden') return px(widgetHiddenWidthPx)
  if (view === 'collapsed') return px(widgetCollapsedHeightPx)
  if (view === 'expanded') return widgetExpandedHeight
  const heights = isTransaction ? widgetCompactTransactionHeightPx : widgetCompactHeightPx
  return px(isMainnet ? heights.mainnet : heights.other)
}

function widthFor({ view, isMobile }: IframeStyleParameters): string {
  if (view === 'hidden') return px(widgetHiddenWidthPx)
  if (view === 'collapsed') return px(widgetCollapsedWidthPx)
  return isMobile ? widgetMobileWidth : px(widgetWidthPx)
}

/**
 * The CSS the host applies to the wallet iframe (SPEC §4): 0 hidden, 40px high and 100px wide
 * collapsed, 80vh by 360px expanded (100% wide on mobile), compact 296/326px or 364/400px for a
 * transaction (mainnet first), 30px from the side and bottom on desktop.
 */
export function iframeStyleFor(parameters: IframeStyleParameters): Record<string, string> {
  const offset = parameters.isMobile ? '0px' : px(widgetDesktopOffsetPx)
  return {
    height: heightFor(parameters),
    width: widthFor(parameters),
    bottom: offset,
    [parameters.position]: offset,
  }
}
