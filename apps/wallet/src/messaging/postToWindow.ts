/**
 * Posts `message` to `target` for exactly `targetOrigin` (STYLE B3, B9: never `*`, so only a page
 * of that origin can read it). Answers false when the window went away meanwhile (a closed popup
 * or a removed frame), which is no error for the sender.
 */
export function postToWindow(target: Window, message: unknown, targetOrigin: string): boolean {
  if (targetOrigin === '*' || !URL.canParse(targetOrigin))
    throw new TypeError('a message needs an exact target origin')
  try {
    target.postMessage(message, targetOrigin)
    return true
  } catch {
    // The window closed between choosing it and posting to it.
    return false
  }
}
