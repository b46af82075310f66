/**
 * HOST-PROTOCOL §F step 2: tells the host page that opened this popup how the login ended, with
 * the host's exact origin as target (the wallet frame told it). The host SDK closes the popup on
 * `success` and rejects its login with `error` otherwise.
 */
export function reportToOpener(
  result: { status: 'success' } | { status: 'error'; error: string },
  hostOrigin: string,
): void {
  const opener: Window | null = window.opener
  opener?.postMessage(result, hostOrigin)
}
