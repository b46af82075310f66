import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha256'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { parseHexBytes } from './parseHexBytes.js'

/** The response header carrying a node's Ed25519 signature of its answer (base64url). */
export const nodeSignatureHeader = 'x-tessera-node-signature'

const ed25519PublicKeyBytes = 32

/**
 * What a key node signs for each answer: its index, what ties the answer to the request (the
 * share request's id, or the public-key query) and the SHA-256 of the body exactly as sent. An
 * answer cannot be moved to another node, request or body.
 */
export function nodeAnswerMessage(parameters: {
  readonly nodeIndex: number
  readonly binding: string
  readonly body: string
}): string {
  const digest = bytesToHex(sha256(utf8ToBytes(parameters.body)))
  return `tessera-keynode-answer:v1:${parameters.nodeIndex}:${parameters.binding}:${digest}`
}

/**
 * True when `signature` is the node's signature of this answer under the public key the network
 * config lists for it (Ed25519, 32 bytes hex). A node listed without a key is not checked.
 */
export function isSignedByNode(parameters: {
  readonly node: { readonly index: number; readonly publicKey?: string | undefined }
  readonly binding: string
  readonly body: string
  readonly signature: string | null
}): boolean {
  const { node, binding, body, signature } = parameters
  if (node.publicKey === undefined) return true
  const publicKey = parseHexBytes(node.publicKey, ed25519PublicKeyBytes)
  if (!publicKey || !signature || !/^[A-Za-z0-9_-]{86}$/.test(signature)) return false
  try {
    const message = utf8ToBytes(nodeAnswerMessage({ nodeIndex: node.index, binding, body }))
    return ed25519.verify(base64urlnopad.decode(signature), message, publicKey)
  } catch {
    return false
  }
}
