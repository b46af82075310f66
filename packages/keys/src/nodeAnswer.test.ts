import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { isSignedByNode, nodeAnswerMessage } from './nodeAnswer.js'

/** A node's key as `loadNodeIdentity` makes it: P-256, listed as its uncompressed point. */
function nodeKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const { x = '', y = '' } = publicKey.export({ format: 'jwk' })
  const hex = (value: string) => Buffer.from(value, 'base64url').toString('hex')
  return {
    publicKey: `0x04${hex(x)}${hex(y)}`,
    sign: (message: string) =>
      sign('sha256', Buffer.from(message), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString(
        'base64url',
      ),
  }
}

const key = nodeKey()
const node = { index: 2, publicKey: key.publicKey }
const body = '{"error":{"code":"share_not_found","message":"No share for this identity"}}'
const signature = key.sign(nodeAnswerMessage({ nodeIndex: 2, binding: 'req-1', body }))

describe('node answers', () => {
  test('default: the message names the node and the request, then the body as sent', () => {
    expect(nodeAnswerMessage({ nodeIndex: 2, binding: 'req-1', body: '{"a":1}' })).toBe(
      'tessera-keynode-answer:v1:2:req-1\n{"a":1}',
    )
  })

  test('default: an answer signed by the listed key verifies', async () => {
    expect(await isSignedByNode({ node, binding: 'req-1', body, signature })).toBe(true)
  })

  test('error: another body, request, node or key, or no signature, does not verify', async () => {
    const cases = [
      { node, binding: 'req-1', body: `${body} `, signature },
      { node, binding: 'req-2', body, signature },
      { node: { ...node, index: 3 }, binding: 'req-1', body, signature },
      { node: { ...node, publicKey: nodeKey().publicKey }, binding: 'req-1', body, signature },
      { node, binding: 'req-1', body, signature: null },
      { node, binding: 'req-1', body, signature: 'not base64url!' },
      { node: { ...node, publicKey: '0x1234' }, binding: 'req-1', body, signature },
    ]
    for (const answer of cases) expect(await isSignedByNode(answer)).toBe(false)
  })

  test('behavior: a node listed without a public key is not checked', async () => {
    expect(
      await isSignedByNode({ node: { index: 2 }, binding: 'req-1', body, signature: null }),
    ).toBe(true)
  })
})
