/**
 * Whether the browser behind `userAgent` deletes a site's storage after 7 days without a visit
 * (WebKit's tracking prevention: Safari on macOS, and every browser on iOS and iPadOS, which all
 * run on WebKit): there the device factor of an MFA wallet goes with it, and the user needs the
 * PIN, answers or passkey to restore (issue #16). Chromium and Firefox, whose agents also name
 * Safari and AppleWebKit, keep it.
 */
export function purgesIdleStorage(userAgent: string): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true
  return (
    userAgent.includes('AppleWebKit') &&
    userAgent.includes('Safari') &&
    !/Chrome|Chromium|CriOS|Edg|FxiOS|OPR|Android/.test(userAgent)
  )
}
