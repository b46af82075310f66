import { useSyncExternalStore } from 'react'
import type { FrameState, WalletFrame } from './createWalletFrame.js'
import { walletRuntime } from './walletRuntime.js'

/** The page's wallet core, once booted (null before). */
export function useWalletFrame(): WalletFrame | null {
  return useSyncExternalStore(walletRuntime.subscribe, walletRuntime.current)
}

const loggedOut: FrameState = { status: 'loggedOut' }
const noFrame = () => () => {}

/** The core's login state, re-rendering on login and logout. */
export function useFrameState(frame: WalletFrame | null): FrameState {
  return useSyncExternalStore(frame?.subscribe ?? noFrame, frame?.state ?? (() => loggedOut))
}
