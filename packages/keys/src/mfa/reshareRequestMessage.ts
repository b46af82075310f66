import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'

/** One node's part of an MFA reshare: its new share of the network factor and what it lies on. */
export type ReshareRequestMessageParameters = {
  readonly nodeIndex: number
  readonly requestId: string
  /** When the client signed it (Unix ms): the node refuses it once it is a few minutes old. */
  readonly issuedAt: number
  /** The new share's value (f_N(nodeIndex)). */
  readonly value: Hex
  /** Feldman commitments of the network factor's deal; C_0 is the network factor's point. */
  readonly commitments: readonly Hex[]
  /** [K, A] of the factor line (`splitForMfa`); K is the wallet's public key. */
  readonly factorCommitments: readonly Hex[]
  /**
   * The line the client saw at this node before (empty before MFA): the node takes the reshare
   * only while it still holds that line (compare-and-swap).
   */
  readonly previousFactorCommitments: readonly Hex[]
}

/**
 * The text both the login's one-time key and the wallet key sign for one reshare at one node
 * (`POST /v1/reshare`). Its own mode word, so no lookup or store proof passes for it, its time,
 * and a digest of everything the node stores and compares, so nothing can be swapped in transit.
 */
export function reshareRequestMessage(parameters: ReshareRequestMessageParameters): string {
  const { nodeIndex, requestId, issuedAt, value, commitments } = parameters
  const lines = [parameters.factorCommitments, parameters.previousFactorCommitments]
  const digest = bytesToHex(
    sha256(
      utf8ToBytes(
        `${value}|${commitments.join(',')}|${lines.map((line) => line.join(',')).join('|')}`,
      ),
    ),
  )
  return `tessera-keynode:v1:${nodeIndex}:reshare:${requestId}:${issuedAt}:${digest}`
}
