import type { PopupResult } from '@tessera/protocol'
import { postToWindow } from './postToWindow.js'

/**
 * HOST-PROTOCOL §F step 2: tells the host page that opened this popup how the login ended, with
 * the host's exact origin as target (the wallet frame told it). The host SDK closes the popup on
 * `success` and rejects its login with `error` otherwise.
 */
export function reportToOpener(result: PopupResult, hostOrigin: string): void {
  const opener: Window | null = window.opener
  if (opener) postToWindow(opener, result, hostOrigin)
}
