import {
  assembleKey,
  dealShares,
  fetchPublicKey,
  isSignedByNode,
  nodeSignatureHeader,
  publicKeyOfSecret,
  randomScalar,
  shareRequestMessage,
} from '@tessera/keys'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signedLookup } from '../testing/signedLookup.js'
import {
  startTestNetwork,
  type TestNetwork,
  testWalletOrigin,
} from '../testing/startTestNetwork.js'

describe('key network: 2-of-3 nodes and the client that assembles keys', () => {
  let net: TestNetwork
  let userCounter = 0
  const newUser = () => `user-${Date.now()}-${userCounter++}@example.com`

  beforeAll(async () => {
    net = await startTestNetwork()
  })
  afterAll(() => net.close())

  const assemble = (userId: string, curve?: 'secp256k1' | 'ed25519') => net.assemble(userId, curve)

  test('default: first login creates a key; the next login rebuilds the same one', async () => {
    const user = newUser()
    const first = await assemble(user)
    expect(first.created).toBe(true)
    expect(first.failedNodes).toEqual([])
    expect(publicKeyOfSecret('secp256k1', first.secret)).toBe(first.publicKey)
    const second = await assemble(user)
    expect(second.created).toBe(false)
    expect(second.secret).toBe(first.secret)
  })

  test('args: ed25519 keys for the cv25519 families', async () => {
    const user = newUser()
    const first = await assemble(user, 'ed25519')
    expect((await assemble(user, 'ed25519')).secret).toBe(first.secret)
    expect((await assemble(user, 'secp256k1')).secret).not.toBe(first.secret)
  })

  test('behavior: two devices logging in for the first time at once end with the same key (×10)', async () => {
    for (let round = 0; round < 10; round++) {
      const user = newUser()
      const [a, b] = await Promise.all([assemble(user), assemble(user)])
      expect(a.secret).toBe(b.secret)
      expect([a.created, b.created].filter(Boolean).length).toBeLessThanOrEqual(1)
    }
  })

  test('behavior: a node that is down is named, and t honest nodes still suffice', async () => {
    const user = newUser()
    const { secret } = await assemble(user)
    await net.stopNode(3)
    try {
      const again = await assemble(user)
      expect(again.secret).toBe(secret)
      expect(again.failedNodes.map((f) => f.index)).toEqual([3])
    } finally {
      await net.restartNode(3)
    }
  })

  test('behavior: a lying node (share that does not verify) is named and outvoted', async () => {
    const user = newUser()
    const { secret } = await assemble(user)
    await net.corruptShares(2)
    const again = await assemble(user)
    expect(again.secret).toBe(secret)
    expect(again.failedNodes).toEqual([
      { index: 2, reason: 'share does not verify against its commitments' },
    ])
  })

  test('behavior: a restarted node keeps its shares', async () => {
    const user = newUser()
    const { secret } = await assemble(user)
    await net.restartNode(1)
    await net.restartNode(2)
    expect((await assemble(user)).secret).toBe(secret)
  })

  test('error: fewer than t nodes: a clear error naming them, and nothing is stored', async () => {
    const user = newUser()
    const [first] = net.network().nodes
    if (!first) throw new Error('no node')
    const network = { threshold: 2, nodes: [first, { index: 9, url: 'http://127.0.0.1:9' }] }
    const { token, oneTimePrivateKey } = await net.login(user)
    await expect(
      assembleKey({
        network,
        token,
        curve: 'secp256k1',
        oneTimePrivateKey,
        newSecret: () => randomScalar('secp256k1'),
      }),
    ).rejects.toThrow(/fewer than 2 of 2 key nodes gave a valid share \(node 9: .+\)/)
    expect((await assemble(user)).created).toBe(true)
  })

  const post = async (nodeIndex: number, body: Record<string, unknown>) =>
    fetch(`${net.node(nodeIndex).url}/v1/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('error: a replayed request is refused; a forged token is refused', async () => {
    const user = newUser()
    await assemble(user)
    const { token, oneTimePrivateKey } = await net.login(user)
    const body = await signedLookup(token, oneTimePrivateKey, 1)
    expect((await post(1, body)).status).toBe(200)
    const replay = await post(1, body)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: { code: 'request_replayed' } })
    const forged = `${token.slice(0, -4)}AAAA`
    expect(
      await (await post(1, { ...(await signedLookup(forged, oneTimePrivateKey, 1)) })).json(),
    ).toMatchObject({
      error: { code: 'token_invalid' },
    })
  })

  test('error: a proposed share that does not match its commitments is not stored', async () => {
    const curves = ['secp256k1', 'ed25519'] as const
    for (const curve of curves) {
      const user = newUser()
      const { token, oneTimePrivateKey } = await net.login(user, { curve })
      const deal = dealShares({ curve, threshold: 2, count: 3 })
      const [share] = deal.shares
      const wrong = `0x${(BigInt(share?.value ?? '0x1') + 1n).toString(16).padStart(64, '0')}`
      const proposal = { value: wrong as `0x${string}`, commitments: deal.commitments }
      const account = privateKeyToAccount(oneTimePrivateKey)
      const requestId = crypto.randomUUID().replaceAll('-', '')
      const response = await post(1, {
        token,
        clientPublicKey: account.publicKey,
        requestId,
        mode: 'store',
        proposal,
        proof: await account.signMessage({
          message: shareRequestMessage({ nodeIndex: 1, mode: 'store', requestId, proposal }),
        }),
      })
      expect(await response.json()).toMatchObject({ error: { code: 'proposal_invalid' } })
      const stored = await net
        .node(1)
        .context.db.selectFrom('shares')
        .select('user_id')
        .where('user_id', '=', user)
        .execute()
      expect(stored).toEqual([])
    }
  })

  test('error: one token asks one node at most 30 times, then rate_limited', async () => {
    const user = newUser()
    await assemble(user)
    const { token, oneTimePrivateKey } = await net.login(user)
    for (let i = 0; i < 30; i++)
      expect((await post(1, await signedLookup(token, oneTimePrivateKey, 1))).status).toBe(200)
    const over = await post(1, await signedLookup(token, oneTimePrivateKey, 1))
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ error: { code: 'rate_limited' } })
  })

  test('behavior: each node audits stores, releases and misses, with no secret or user id in clear', async () => {
    const user = newUser()
    const created = await assemble(user)
    const rebuilt = await assemble(user)
    const entries = await net
      .node(1)
      .context.db.selectFrom('share_audit')
      .selectAll()
      .where('at', '>=', Date.now() - 60_000)
      .execute()
    const text = JSON.stringify(entries)
    const userHash = entries.find(({ action }) => action === 'store')?.user_hash
    expect(
      entries.filter((entry) => entry.user_hash === userHash).map(({ action }) => action),
    ).toEqual(['miss', 'store', 'release'])
    for (const secret of [
      user,
      created.token,
      rebuilt.token,
      rebuilt.secret.toString(16),
      '127.0.0.1',
    ])
      expect(text).not.toContain(secret)
  })

  test('error: a token bound to another key cannot be used', async () => {
    const user = newUser()
    await assemble(user)
    const { token } = await net.login(user)
    const thief = (await net.login(user)).oneTimePrivateKey
    const response = await post(1, await signedLookup(token, thief, 1))
    expect(await response.json()).toMatchObject({ error: { code: 'proof_invalid' } })
  })

  test('error: a request signed for node 1 is refused by node 2', async () => {
    const user = newUser()
    await assemble(user)
    const { token, oneTimePrivateKey } = await net.login(user)
    const response = await post(2, await signedLookup(token, oneTimePrivateKey, 1))
    expect(await response.json()).toMatchObject({ error: { code: 'proof_invalid' } })
  })

  /** The network as a config that lists node 3 under node 1's public key. */
  const withWrongKeyForNode3 = () => {
    const listed = net.network()
    const keyOf1 = listed.nodes.find(({ index }) => index === 1)?.publicKey
    return {
      ...listed,
      nodes: listed.nodes.map((node) => (node.index === 3 ? { ...node, publicKey: keyOf1 } : node)),
    }
  }

  test('behavior: every answer is signed by its node; one listed under another key is named and outvoted', async () => {
    const user = newUser()
    const { secret } = await assemble(user)
    const { token, oneTimePrivateKey } = await net.login(user)
    const again = await assembleKey({
      network: withWrongKeyForNode3(),
      token,
      curve: 'secp256k1',
      oneTimePrivateKey,
      newSecret: () => randomScalar('secp256k1'),
    })
    expect(again.secret).toBe(secret)
    expect(again.failedNodes).toEqual([{ index: 3, reason: 'answer is not signed by the node' }])
  })

  test('behavior: an answer moved to another request does not verify', async () => {
    const user = newUser()
    await assemble(user)
    const { token, oneTimePrivateKey } = await net.login(user)
    const node = net.network().nodes[0]
    const response = await post(1, await signedLookup(token, oneTimePrivateKey, 1, 'r'.repeat(32)))
    const signed = {
      node: { index: 1, publicKey: node?.publicKey },
      body: await response.text(),
      signature: response.headers.get(nodeSignatureHeader),
    }
    expect(await isSignedByNode({ ...signed, binding: 'r'.repeat(32) })).toBe(true)
    expect(await isSignedByNode({ ...signed, binding: 's'.repeat(32) })).toBe(false)
    expect(
      await isSignedByNode({ ...signed, body: `${signed.body} `, binding: 'r'.repeat(32) }),
    ).toBe(false)
    expect(
      await isSignedByNode({
        ...signed,
        node: { index: 2, publicKey: node?.publicKey },
        binding: 'r'.repeat(32),
      }),
    ).toBe(false)
  })

  test('default: each node names its index and public key, as the network config lists them', async () => {
    for (const node of net.network().nodes)
      expect(await (await fetch(`${node.url}/v1/node`)).json()).toEqual({
        index: node.index,
        publicKey: node.publicKey,
      })
  })

  test('default: getPublicKey: t nodes agree on the public key of an identity (HOST-PROTOCOL §C)', async () => {
    const user = newUser()
    const identity = {
      keyspace: 'a'.repeat(40),
      verifier: 'passwordless',
      userId: user,
      curve: 'secp256k1',
    } as const
    expect(await fetchPublicKey({ network: net.network(), ...identity })).toBeNull()
    const { publicKey } = await assemble(user)
    expect(await fetchPublicKey({ network: net.network(), ...identity })).toBe(publicKey)
    expect(
      await fetchPublicKey({ network: net.network(), ...identity, curve: 'ed25519' }),
    ).toBeNull()
    // Only signed answers count: two nodes listed under wrong keys leave fewer than t.
    const twoWrong = withWrongKeyForNode3()
    const nodes = twoWrong.nodes.map((n) =>
      n.index === 2 ? { ...n, publicKey: twoWrong.nodes[0]?.publicKey } : n,
    )
    expect(await fetchPublicKey({ network: twoWrong, ...identity })).toBe(publicKey)
    await expect(fetchPublicKey({ network: { ...twoWrong, nodes }, ...identity })).rejects.toThrow(
      'fewer than 2 key nodes agree',
    )
  })

  test('behavior: only the wallet origin may ask a node from a browser (CORS)', async () => {
    const [node] = net.network().nodes
    const preflight = (origin: string) =>
      fetch(`${node?.url}/v1/share`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    const allowed = await preflight(testWalletOrigin)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(testWalletOrigin)
    expect((await preflight('https://evil.example')).status).toBe(403)
    // The page may read the node's signature of each answer.
    const health = await fetch(`${node?.url}/v1/node`, { headers: { origin: testWalletOrigin } })
    expect(health.headers.get('access-control-expose-headers')).toBe(nodeSignatureHeader)
  })

  test('error: malformed requests get invalid_request', async () => {
    const response = await post(1, { token: 'x', mode: 'steal' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_request' } })
  })
})
