import type { NodeLines } from './NodeLines.js'

/**
 * Thrown when a node did not take its part in an MFA setup (W-128); names nodes and reasons
 * (`answered 409 mfa_line_changed` when another setup got there first), never a factor.
 */
export class MfaSetupError extends Error {
  override readonly name = 'MfaSetupError'
  readonly failedNodes: readonly { readonly index: number; readonly reason: string }[]
  /** The line each node holds after this attempt, as far as the client saw: what a retry sends. */
  readonly nodeLines: NodeLines
  /**
   * Set when nodes refused the signed requests as expired (`deviceClockOffset`): how far this
   * device's clock is ahead of theirs (ms; NaN: unknown). The user can fix that one.
   */
  readonly clockOffsetMs: number | undefined

  constructor(
    step: string,
    failedNodes: MfaSetupError['failedNodes'],
    nodeLines: NodeLines,
    clockOffsetMs?: number,
  ) {
    super(
      `MFA setup failed at ${step}: ${failedNodes.map(({ index, reason }) => `node ${index}: ${reason}`).join('; ')}`,
    )
    this.failedNodes = failedNodes
    this.nodeLines = nodeLines
    this.clockOffsetMs = clockOffsetMs
  }
}
