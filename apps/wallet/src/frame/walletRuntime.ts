import { bootWallet } from './bootWallet.js'
import type { WalletFrame } from './createWalletFrame.js'

type Running = { readonly appId: string; readonly frame: Promise<WalletFrame> }

let running: Running | undefined
let ready: WalletFrame | null = null
const listeners = new Set<() => void>()

/**
 * The one wallet core of this page, kept across route changes (the frame moves from
 * `/:appId/v2/login` to `/loggedin` without a new handshake). Started once per app id.
 */
export const walletRuntime = {
  start(appId: string, options: { framed: boolean }): Promise<WalletFrame> {
    if (running?.appId === appId) return running.frame
    const frame = bootWallet(appId, options)
    running = { appId, frame }
    frame.then(
      (booted) => {
        if (running?.frame !== frame) return
        ready = booted
        for (const listener of listeners) listener()
      },
      () => {
        if (running?.frame === frame) running = undefined
      },
    )
    return frame
  },
  /** The booted core, or null before boot (or in a page that never booted one). */
  current: (): WalletFrame | null => ready,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
