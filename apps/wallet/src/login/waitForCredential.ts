import { passwordlessLinkPollIntervalMs, passwordlessLinkPollStartDelayMs } from '@tessera/protocol'

export type WaitForCredentialParameters = {
  /** One poll: the ciphertext once the link was opened, null before. */
  readonly poll: () => Promise<string | null>
  /** Stops waiting (logout, a new login). */
  readonly signal: AbortSignal
  readonly sleep?: (ms: number) => Promise<void>
  /** The link's lifetime: after it nobody can open it any more. */
  readonly giveUpAfterMs?: number
}

/** docs/server.md: magic links last 10 minutes; the frame waits no longer. */
export const linkLifetimeMs = 10 * 60_000

/**
 * SPEC §7, §9 magic link: waits 3 s, then polls every 2 s until the link page stored the
 * credential. A failed poll is retried at the next tick; gives up when the link has expired.
 */
export async function waitForCredential(parameters: WaitForCredentialParameters): Promise<string> {
  const { poll, signal } = parameters
  const sleep = parameters.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  const giveUpAfterMs = parameters.giveUpAfterMs ?? linkLifetimeMs
  let waited = passwordlessLinkPollStartDelayMs
  await sleep(passwordlessLinkPollStartDelayMs)
  while (waited <= giveUpAfterMs) {
    signal.throwIfAborted()
    const ciphertext = await poll().catch(() => null)
    if (ciphertext !== null) return ciphertext
    await sleep(passwordlessLinkPollIntervalMs)
    waited += passwordlessLinkPollIntervalMs
  }
  throw new Error('the magic link expired before it was opened')
}
