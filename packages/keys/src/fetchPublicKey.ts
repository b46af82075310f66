import type { Hex } from 'viem'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyNetwork } from './KeyNetwork.js'
import { isSignedByNode, nodeSignatureHeader } from './nodeAnswer.js'
import { publicKeyFromCommitments } from './publicKeyFromCommitments.js'

const defaultTimeoutMs = 5_000

export type FetchPublicKeyParameters = {
  readonly network: KeyNetwork
  readonly keyspace: string
  readonly verifier: string
  readonly userId: string
  readonly curve: KeyCurve
  readonly timeoutMs?: number
}

/**
 * The public key of an identity's key (HOST-PROTOCOL §C `getPublicKey`), or null when it has
 * none yet. Accepted only when `threshold` nodes agree on the commitments and the key is their
 * C_0, so one node cannot point a payment at another key.
 */
export async function fetchPublicKey(parameters: FetchPublicKeyParameters): Promise<Hex | null> {
  const { network, keyspace, verifier, userId, curve } = parameters
  const query = new URLSearchParams({ keyspace, verifier, userId, curve })
  const answers = await Promise.all(
    network.nodes.map(async (node) => {
      try {
        const response = await fetch(`${node.url}/v1/public-key?${query}`, {
          signal: AbortSignal.timeout(parameters.timeoutMs ?? defaultTimeoutMs),
        })
        const text = await response.text()
        const signature = response.headers.get(nodeSignatureHeader)
        if (!(await isSignedByNode({ node, binding: query.toString(), body: text, signature })))
          return null
        if (response.status === 404) return 'none' as const
        const body = JSON.parse(text) as { commitments?: unknown }
        return Array.isArray(body.commitments) ? (body.commitments as Hex[]).join(',') : null
      } catch {
        // A node that is down, answers garbage or unsigned simply does not count towards the threshold.
        return null
      }
    }),
  )
  const votes = new Map<string, number>()
  for (const answer of answers) if (answer) votes.set(answer, (votes.get(answer) ?? 0) + 1)
  for (const [answer, count] of votes) {
    if (count < network.threshold) continue
    if (answer === 'none') return null
    return publicKeyFromCommitments({ curve, commitments: answer.split(',') as Hex[] })
  }
  throw new Error(`fewer than ${network.threshold} key nodes agree on the public key`)
}
