import {
  mobileMaxDeviceWidthPx,
  type WidgetPosition,
  widgetDesktopOffsetPx,
  widgetMobileWidth,
  widgetWidthPx,
} from '@tessera/protocol'

/** The CSS properties the wallet may set on its iframe through `setIframeStyle` (HOST-PROTOCOL §D). */
const walletProperties = [
  'width',
  'height',
  'maxWidth',
  'maxHeight',
  'minWidth',
  'minHeight',
  'left',
  'right',
  'top',
  'bottom',
  'display',
  'visibility',
  'opacity',
  'borderRadius',
  'boxShadow',
  'transition',
  'transform',
] as const

export type FrameStyleProperty = (typeof walletProperties)[number]
export type FrameStyle = Partial<Record<FrameStyleProperty, string>>

/** SPEC §4: a device at most 768px wide counts as mobile. */
export const mobileMediaQuery = `(max-device-width: ${mobileMaxDeviceWidthPx}px)`

/** Where the frame sits before the wallet says anything: side and bottom offsets of SPEC §4. */
export function framePlacement(position: WidgetPosition, isMobile: boolean): FrameStyle {
  const offset = isMobile ? '0' : `${widgetDesktopOffsetPx}px`
  const other = position === 'right' ? 'left' : 'right'
  return { [position]: offset, [other]: 'auto', bottom: offset }
}

/**
 * The style to apply for a `setIframeStyle(partialCss)` of the wallet: the SDK's placement
 * (SPEC §4: 30px from side and bottom on desktop), then the wallet's own known properties with
 * string or number values (numbers are pixels), then the mobile rule (SPEC §4: the 360px widget
 * is 100% wide on mobile, flush with the side and bottom). Anything else is dropped.
 */
export function frameStyle(
  walletCss: unknown,
  { position, isMobile }: { position: WidgetPosition; isMobile: boolean },
): FrameStyle {
  const style = framePlacement(position, isMobile)
  if (typeof walletCss !== 'object' || walletCss === null) return style
  for (const property of walletProperties) {
    const value: unknown = (walletCss as Record<string, unknown>)[property]
    if (typeof value === 'string' && !/url\(|expression\(|[;{}<]/i.test(value))
      style[property] = value
    else if (Number.isFinite(value))
      style[property] = property === 'opacity' ? `${value}` : `${value}px`
  }
  if (isMobile && style.width === `${widgetWidthPx}px`)
    Object.assign(style, { width: widgetMobileWidth, left: '0', right: '0', bottom: '0' })
  return style
}
