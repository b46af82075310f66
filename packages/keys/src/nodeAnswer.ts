import { base64urlnopad } from '@scure/base'
import { parseHexBytes } from './parseHexBytes.js'

/** The response header carrying a node's signature of its answer (base64url, r‖s). */
export const nodeSignatureHeader = 'x-tessera-node-signature'

/** Nodes sign with ECDSA P-256 and SHA-256: WebCrypto checks it natively in every browser. */
const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const
const uncompressedPointBytes = 65
const signatureBytes = 64

/**
 * What a key node signs for each answer: its index, what ties the answer to the request (the
 * share request's id, or the public-key query) and the body exactly as sent. An answer cannot be
 * moved to another node, request or body.
 */
export function nodeAnswerMessage(parameters: {
  readonly nodeIndex: number
  readonly binding: string
  readonly body: string
}): string {
  return `tessera-keynode-answer:v1:${parameters.nodeIndex}:${parameters.binding}\n${parameters.body}`
}

const importedKeys = new Map<string, Promise<CryptoKey>>()

/**
 * True when `signature` is the node's signature of this answer under the public key the network
 * config lists for it (P-256, 65-byte uncompressed point, 0x hex). A node listed without a key is
 * not checked.
 */
export async function isSignedByNode(parameters: {
  readonly node: { readonly index: number; readonly publicKey?: string | undefined }
  readonly binding: string
  readonly body: string
  readonly signature: string | null
}): Promise<boolean> {
  const { node, binding, body, signature } = parameters
  if (node.publicKey === undefined) return true
  const publicKey = parseHexBytes(node.publicKey, uncompressedPointBytes)
  if (!publicKey || !signature || !/^[A-Za-z0-9_-]{86}$/.test(signature)) return false
  try {
    const signed = base64urlnopad.decode(signature)
    if (signed.length !== signatureBytes) return false
    let key = importedKeys.get(node.publicKey)
    if (!key) {
      key = crypto.subtle.importKey('raw', Uint8Array.from(publicKey), algorithm, false, ['verify'])
      importedKeys.set(node.publicKey, key)
    }
    const message = new TextEncoder().encode(
      nodeAnswerMessage({ nodeIndex: node.index, binding, body }),
    )
    return await crypto.subtle.verify(algorithm, await key, Uint8Array.from(signed), message)
  } catch {
    importedKeys.delete(node.publicKey)
    return false
  }
}
