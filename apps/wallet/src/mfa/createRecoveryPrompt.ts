import type { MfaError, RecoverySecret, RecoverySecretParams } from '@tessera/keys'
import type { AskRecoverySecret } from './createWalletMfa.js'

/** A restore waiting for the secret: why the last try failed, if one did (no secret in it). */
export type RecoveryPromptState = {
  /** 1 for the first try of a restore, then 2, 3…: a new try is a fresh form. */
  readonly attempt: number
  /** PIN or answers, and which questions (SPEC §2 MFARestore). */
  readonly params: RecoverySecretParams | undefined
  readonly error:
    | {
        readonly code: MfaError['code']
        readonly attemptsLeft?: number
        /** With `clock_off`: how far this device's clock is ahead (ms; NaN: unknown). */
        readonly clockOffsetMs?: number
      }
    | undefined
}

export type RecoveryPrompt = {
  /** `createWalletMfa`'s `askRecoverySecret`: waits for `answer`. */
  readonly ask: AskRecoverySecret
  /** The restore waiting for the PIN or answers, or null. */
  current(): RecoveryPromptState | null
  /** The typed PIN or answers, 'retry' (ask the nodes again), or undefined to cancel (W-121). */
  answer(secret: RecoverySecret | 'retry' | undefined): void
  subscribe(listener: () => void): () => void
}

/**
 * Connects a login that needs the PIN or answers (an MFA wallet on a device without its factor) with the
 * restore screen: the login waits in `ask` while the screen shows `current()` and calls `answer`.
 * `onAsk` runs when a restore starts (the frame tells the host: `mfa_flow`, and shows itself).
 */
export function createRecoveryPrompt(options: { onAsk?: () => void } = {}): RecoveryPrompt {
  let state: RecoveryPromptState | null = null
  let settle: ((secret: RecoverySecret | 'retry' | undefined) => void) | undefined
  const listeners = new Set<() => void>()
  const set = (next: RecoveryPromptState | null) => {
    state = next
    for (const listener of [...listeners]) listener()
  }
  return {
    ask: ({ attempt, error, params }) =>
      new Promise((resolve) => {
        // A second restore replaces the first, which ends as cancelled.
        settle?.(undefined)
        settle = resolve
        if (attempt === 1) options.onAsk?.()
        set({
          attempt,
          params,
          error: error && {
            code: error.code,
            ...(error.attemptsLeft === undefined ? {} : { attemptsLeft: error.attemptsLeft }),
            ...(error.clockOffsetMs === undefined ? {} : { clockOffsetMs: error.clockOffsetMs }),
          },
        })
      }),
    current: () => state,
    answer(secret) {
      const resolve = settle
      settle = undefined
      set(null)
      resolve?.(secret)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
