import type { Hex, LocalAccount } from 'viem'
import { decryptWithPrivateKey } from './decryptWithPrivateKey.js'
import type { KeyCurve } from './KeyCurve.js'
import type { KeyNode } from './KeyNetwork.js'
import type { KeyShare } from './KeyShare.js'
import { factorPublicPoint } from './mfa/factorPublicPoint.js'
import { isSignedByNode, nodeSignatureHeader } from './nodeAnswer.js'
import {
  type ShareProposal,
  type ShareRequestMode,
  shareRequestMessage,
} from './shareRequestMessage.js'
import { verifyShare } from './verifyShare.js'

/** What one node answered: its verified share, "none yet", or why it could not be used. */
export type NodeAnswer =
  | {
      readonly kind: 'share'
      readonly share: KeyShare
      readonly commitments: readonly Hex[]
      /**
       * MFA on (issue #16): the share is of the network factor, and [K, A] is the factor line
       * (K the wallet's public key). Taken only when C_0 is the line's point of index 1.
       */
      readonly mfa?: { readonly factorCommitments: readonly Hex[] } | undefined
    }
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly reason: string }

export type RequestShareParameters = {
  readonly node: KeyNode
  readonly mode: ShareRequestMode
  readonly token: string
  readonly curve: KeyCurve
  /**
   * Set when `token` is the provider's OpenID ID token rather than a login token: the app it
   * signs in to (the node checks the token against that app's issuer itself).
   */
  readonly appId?: string | undefined
  /** The client's one-time key: signs the request and decrypts the answer. */
  readonly oneTimeKey: {
    readonly account: LocalAccount
    readonly privateKey: Hex
    readonly publicKey: Hex
  }
  readonly proposal?: ShareProposal | undefined
  readonly timeoutMs: number
}

/**
 * Asks one key node for its share (or to store a proposed one), signed by the one-time key; the
 * answer is decrypted and checked against its commitments, so a lying node is caught here.
 */
export async function requestShare(parameters: RequestShareParameters): Promise<NodeAnswer> {
  const { node, mode, token, curve, appId, oneTimeKey, proposal, timeoutMs } = parameters
  const requestId = crypto.randomUUID().replaceAll('-', '')
  const proof = await oneTimeKey.account.signMessage({
    message: shareRequestMessage({ nodeIndex: node.index, mode, requestId, proposal }),
  })
  let response: Response
  try {
    response = await fetch(`${node.url}/v1/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        clientPublicKey: oneTimeKey.publicKey,
        requestId,
        proof,
        mode,
        proposal,
        ...(appId ? { appId, curve } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : 'unreachable' }
  }
  const text = await response.text().catch(() => '')
  const signature = response.headers.get(nodeSignatureHeader)
  if (!(await isSignedByNode({ node, binding: requestId, body: text, signature })))
    return { kind: 'failed', reason: 'answer is not signed by the node' }
  const body = parseJson(text) as {
    share?: unknown
    commitments?: unknown
    mfa?: unknown
    error?: { code?: unknown }
  } | null
  if (response.status === 404 && body?.error?.code === 'share_not_found') return { kind: 'none' }
  if (!response.ok || typeof body?.share !== 'string' || !Array.isArray(body.commitments))
    return {
      kind: 'failed',
      reason: `answered ${response.status} ${String(body?.error?.code ?? '')}`.trim(),
    }
  try {
    const plain = await decryptWithPrivateKey(oneTimeKey.privateKey, body.share)
    const { index, value } = JSON.parse(new TextDecoder().decode(plain)) as {
      index: number
      value: Hex
    }
    const share = { index, value }
    const commitments = body.commitments as Hex[]
    if (index !== node.index || !verifyShare({ curve, share, commitments }))
      return { kind: 'failed', reason: 'share does not verify against its commitments' }
    if (body.mfa === undefined) return { kind: 'share', share, commitments }
    const mfa = parseMfaLine(curve, body.mfa, commitments)
    if (!mfa) return { kind: 'failed', reason: 'MFA factor line does not fit the share' }
    return { kind: 'share', share, commitments, mfa }
  } catch {
    return { kind: 'failed', reason: 'answer could not be decrypted' }
  }
}

/** `mfa.factorCommitments` when its point of index 1 is the deal's C_0, else undefined. */
function parseMfaLine(curve: KeyCurve, value: unknown, commitments: readonly Hex[]) {
  const factorCommitments = (value as { factorCommitments?: unknown } | null)?.factorCommitments
  if (!Array.isArray(factorCommitments) || factorCommitments.length !== 2) return undefined
  if (!factorCommitments.every((c): c is Hex => typeof c === 'string')) return undefined
  try {
    const networkPoint = factorPublicPoint({ curve, commitments: factorCommitments, index: 1 })
    if (networkPoint !== commitments[0]?.toLowerCase()) return undefined
  } catch {
    return undefined
  }
  return { factorCommitments: factorCommitments.map((c) => c.toLowerCase() as Hex) }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
