const maxUserAgentChars = 512

// First match wins: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const systems: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(text))?.[1]

/**
 * A coarse description of the browser that sent a request ("Chrome on Linux"), shown on the
 * magic-link page so the user can tell whether the login was theirs. Browser family and system
 * only: no versions, no device model, nothing that singles a user out.
 */
export function summarizeUserAgent(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, maxUserAgentChars)
  const browser = firstMatch(text, browsers)
  const system = firstMatch(text, systems)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? (system ? `a browser on ${system}` : 'an unknown browser')
}
