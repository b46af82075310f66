// Wallet iframe sizes and placement (SPEC §4 and §9).

export const widgetWidthPx = 360 // SPEC §4, §9
export const widgetCollapsedWidthPx = 100 // SPEC §4
export const widgetHiddenWidthPx = 0 // SPEC §4
export const widgetMobileWidth = '100%' // SPEC §4
export const widgetCollapsedHeightPx = 40 // SPEC §4
export const widgetExpandedHeight = '80vh' // SPEC §4
/** SPEC §4: compact heights; the first of each pair is mainnet. */
export const widgetCompactHeightPx = { mainnet: 296, other: 326 } as const
/** SPEC §4: compact heights for a transaction; the first of each pair is mainnet. */
export const widgetCompactTransactionHeightPx = { mainnet: 364, other: 400 } as const
export const widgetDesktopOffsetPx = 30 // SPEC §4: from side and bottom
export const mobileMaxDeviceWidthPx = 768 // SPEC §4: max-device-width 768px counts as mobile
export const widgetPositions = ['right', 'left'] as const // HOST-PROTOCOL §D
export type WidgetPosition = (typeof widgetPositions)[number]
