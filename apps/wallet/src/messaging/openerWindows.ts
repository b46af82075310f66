/**
 * The opener of this popup and every frame of it (HOST-PROTOCOL §F: storage and BroadcastChannel
 * are partitioned under the host, so the opener's frames are the only way to reach the wallet
 * frame), or null when there is no opener.
 */
export function openerWindows(page: Window = window): Window[] | null {
  const opener: Window | null = page.opener
  if (!opener) return null
  const windows: Window[] = [opener]
  try {
    for (let i = 0; i < opener.frames.length; i++) {
      const frame = opener.frames[i]
      if (frame) windows.push(frame)
    }
  } catch {
    // The opener navigated away: only itself is left to try.
  }
  return windows
}
