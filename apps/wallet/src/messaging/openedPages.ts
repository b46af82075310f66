/**
 * The tabs and popups this wallet frame opened that may talk back to it (the card on-ramp's sell
 * tab, the permission page's popup).
 */
const opened = new WeakSet<Window>()

/**
 * Opens `url` in a new tab that keeps this frame as its opener (SPEC §7: the sell page, which the
 * provider's widget returns that tab to, reports to `window.opener`), and remembers the tab, so
 * the frame reads sell messages only from a window it opened (STYLE B3 source check). `features`
 * as `window.open` takes them ('popup,width=…' for the permission page's popup).
 */
export function openPageWithOpener(url: string, features?: string): void {
  const page = window.open(url, '_blank', features)
  if (page) opened.add(page)
}

/** True for a tab `openPageWithOpener` opened, whatever page it shows now. */
export const isOpenedPage = (source: Window): boolean => opened.has(source)
