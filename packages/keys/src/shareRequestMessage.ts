import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'

/** What a client asks a key node: read its share, or store a proposed one (first login). */
export type ShareRequestMode = 'lookup' | 'store'

/** A share proposed for one node at first login, with the commitments it must verify against. */
export type ShareProposal = {
  readonly value: `0x${string}`
  readonly commitments: readonly `0x${string}`[]
}

/**
 * The text the client's one-time key signs for one request to one node. It names the node, the
 * mode, a fresh request id and the proposal's digest, so a captured request cannot be replayed,
 * redirected to another node or altered.
 */
export function shareRequestMessage(parameters: {
  nodeIndex: number
  mode: ShareRequestMode
  requestId: string
  proposal?: ShareProposal | undefined
}): string {
  const { nodeIndex, mode, requestId, proposal } = parameters
  const digest = proposal
    ? bytesToHex(
        sha256(new TextEncoder().encode(`${proposal.value}|${proposal.commitments.join(',')}`)),
      )
    : ''
  return `tessera-keynode:v1:${nodeIndex}:${mode}:${requestId}:${digest}`
}
