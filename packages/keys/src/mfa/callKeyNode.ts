import type { KeyNode } from '../KeyNetwork.js'
import { isSignedByNode, nodeSignatureHeader } from '../nodeAnswer.js'

/** One node's answer: its status and parsed JSON body, or why it could not be used. */
export type KeyNodeCall =
  | { readonly kind: 'answer'; readonly status: number; readonly body: Record<string, unknown> }
  | { readonly kind: 'failed'; readonly reason: string }

/**
 * Posts a JSON body to one key node and accepts the answer only when the node signed it for this
 * request id (`x-tessera-node-signature`); a network failure or an unsigned answer is `failed`.
 * The reason never holds the request body.
 */
export async function callKeyNode(parameters: {
  readonly node: KeyNode
  readonly path: string
  readonly requestId: string
  readonly body: Record<string, unknown>
  readonly timeoutMs: number
}): Promise<KeyNodeCall> {
  const { node, path, requestId, body, timeoutMs } = parameters
  let response: Response
  try {
    response = await fetch(`${node.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.name : 'unreachable' }
  }
  const text = await response.text().catch(() => '')
  const signature = response.headers.get(nodeSignatureHeader)
  if (!(await isSignedByNode({ node, binding: requestId, body: text, signature })))
    return { kind: 'failed', reason: 'answer is not signed by the node' }
  try {
    const parsed = JSON.parse(text) as unknown
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
    return { kind: 'answer', status: response.status, body: parsed as Record<string, unknown> }
  } catch {
    return { kind: 'failed', reason: `answered ${response.status} without JSON` }
  }
}
