import type { LoginPageMessage } from './loginPageMessages.js'

/**
 * Posts `message` to every frame of the opener and to the opener itself, with the wallet origin
 * as target: only wallet pages receive it, whatever else the host page embeds (HOST-PROTOCOL §F;
 * storage and BroadcastChannel are partitioned under the host, so the opener's frames are the
 * only way in). Answers null when there is no opener.
 */
export function postToOpenerFrames(message: LoginPageMessage, walletOrigin: string): boolean {
  const opener: Window | null = window.opener
  if (!opener) return false
  const targets: Window[] = [opener]
  try {
    for (let i = 0; i < opener.frames.length; i++) {
      const frame = opener.frames[i]
      if (frame) targets.push(frame)
    }
  } catch {
    // The opener navigated away: only itself is left to try.
  }
  for (const target of targets) {
    try {
      target.postMessage(message, walletOrigin)
    } catch {
      // A frame closed between listing and posting.
    }
  }
  return true
}
