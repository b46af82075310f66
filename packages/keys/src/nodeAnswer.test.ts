import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { base64urlnopad } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { isSignedByNode, nodeAnswerMessage } from './nodeAnswer.js'

const secretKey = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const node = { index: 2, publicKey: `0x${bytesToHex(ed25519.getPublicKey(secretKey))}` }
const body = '{"error":{"code":"share_not_found","message":"No share for this identity"}}'
const sign = (message: string) =>
  base64urlnopad.encode(ed25519.sign(utf8ToBytes(message), secretKey))

describe('node answers', () => {
  test('default: the message names the node, the request and the body hash (fixed vector)', () => {
    expect(nodeAnswerMessage({ nodeIndex: 2, binding: 'req-1', body: 'abc' })).toBe(
      'tessera-keynode-answer:v1:2:req-1:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  test('default: an answer signed by the listed key verifies', () => {
    const signature = sign(nodeAnswerMessage({ nodeIndex: 2, binding: 'req-1', body }))
    expect(isSignedByNode({ node, binding: 'req-1', body, signature })).toBe(true)
  })

  test('error: another body, request, node or key, or no signature, does not verify', () => {
    const signature = sign(nodeAnswerMessage({ nodeIndex: 2, binding: 'req-1', body }))
    const otherKey = `0x${bytesToHex(ed25519.getPublicKey(new Uint8Array(32).fill(9)))}`
    expect(isSignedByNode({ node, binding: 'req-1', body: `${body} `, signature })).toBe(false)
    expect(isSignedByNode({ node, binding: 'req-2', body, signature })).toBe(false)
    expect(isSignedByNode({ node: { ...node, index: 3 }, binding: 'req-1', body, signature })).toBe(
      false,
    )
    expect(
      isSignedByNode({ node: { ...node, publicKey: otherKey }, binding: 'req-1', body, signature }),
    ).toBe(false)
    expect(isSignedByNode({ node, binding: 'req-1', body, signature: null })).toBe(false)
    expect(isSignedByNode({ node, binding: 'req-1', body, signature: 'not base64url!' })).toBe(
      false,
    )
    expect(
      isSignedByNode({ node: { ...node, publicKey: '0x1234' }, binding: 'req-1', body, signature }),
    ).toBe(false)
  })

  test('behavior: a node listed without a public key is not checked', () => {
    expect(isSignedByNode({ node: { index: 2 }, binding: 'req-1', body, signature: null })).toBe(
      true,
    )
  })
})
