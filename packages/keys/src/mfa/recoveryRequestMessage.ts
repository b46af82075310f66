import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'

/** What a recovery request asks of one node (`POST /v1/recovery`). */
export type RecoveryRequestMode = 'store' | 'params' | 'open'

export type RecoveryRequestMessageParameters = {
  readonly nodeIndex: number
  readonly mode: RecoveryRequestMode
  readonly requestId: string
  /** When the client signed it (Unix ms): the node refuses it once it is a few minutes old. */
  readonly issuedAt: number
  /** `store`: the sealed recovery factor as the JSON text sent. */
  readonly envelope?: string | undefined
  /** `store` and `open`: this node's verifier tag (`recoveryVerifierTag`). */
  readonly verifierTag?: Hex | undefined
  /** `store`: the factor line [K, A] the envelope belongs to. */
  readonly factorCommitments?: readonly Hex[] | undefined
}

/**
 * The text the login's one-time key (and, to store, the wallet key) signs for one recovery request
 * at one node: its own mode words, so no share or reshare proof passes for it, its time, and a
 * digest of the envelope, tag and line, so none can be swapped in transit.
 */
export function recoveryRequestMessage(parameters: RecoveryRequestMessageParameters): string {
  const { nodeIndex, mode, requestId, issuedAt, envelope, verifierTag, factorCommitments } =
    parameters
  const digest = bytesToHex(
    sha256(
      utf8ToBytes(`${envelope ?? ''}|${verifierTag ?? ''}|${factorCommitments?.join(',') ?? ''}`),
    ),
  )
  return `tessera-keynode:v1:${nodeIndex}:recovery-${mode}:${requestId}:${issuedAt}:${digest}`
}
