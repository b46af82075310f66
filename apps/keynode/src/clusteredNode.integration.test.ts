import { request } from 'node:http'
import type { RunningService } from '@tessera/stack'
import { nodeChildrenOf } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signedLookup } from './testing/signedLookup.js'
import { startTestNetwork, type TestNetwork } from './testing/startTestNetwork.js'

/** One POST on a connection of its own, so a cluster hands each to the next worker. */
const postOnNewConnection = (url: string, body: unknown) =>
  new Promise<{ status: number; body: { error?: { code: string } } }>((resolve, reject) => {
    const sent = request(
      `${url}/v1/share`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(JSON.stringify(body))
  })

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a key node with WORKERS=2: one node, two processes sharing its port', () => {
  let net: TestNetwork
  let clustered: RunningService
  let primaryPid: number
  const user = `clustered-${Date.now()}@example.com`
  const nodeUrl = () => net.network().nodes.find(({ index }) => index === 1)?.url ?? ''
  const assemble = () => net.assemble(user)

  beforeAll(async () => {
    net = await startTestNetwork()
    await assemble() // the key exists before node 1 becomes a cluster
    clustered = await net.restartNodeAsProcess(1, { workers: 2 })
    primaryPid = clustered.pid ?? 0
  })
  afterAll(() => net.close())

  test('default: the node runs two workers and still holds the shares it stored before', async () => {
    expect(nodeChildrenOf(primaryPid)).toHaveLength(2)
    const before = await assemble()
    const again = await assemble()
    expect(again.publicKey).toBe(before.publicKey)
    expect(again.failedNodes).toEqual([])
  })

  test("behavior: one token's 30 requests are counted across both workers, then rate_limited", async () => {
    const { token, oneTimePrivateKey } = await net.login(user)
    for (let i = 0; i < 30; i++) {
      const answer = await postOnNewConnection(
        nodeUrl(),
        await signedLookup(token, oneTimePrivateKey, 1),
      )
      expect(answer.status).toBe(200)
    }
    const over = await postOnNewConnection(
      nodeUrl(),
      await signedLookup(token, oneTimePrivateKey, 1),
    )
    expect(over).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } })
  })

  test('error: a request replayed to the other worker is refused', async () => {
    const { token, oneTimePrivateKey } = await net.login(user)
    const body = await signedLookup(token, oneTimePrivateKey, 1)
    expect((await postOnNewConnection(nodeUrl(), body)).status).toBe(200)
    expect(await postOnNewConnection(nodeUrl(), body)).toMatchObject({
      status: 401,
      body: { error: { code: 'request_replayed' } },
    })
  })

  test('default: #18 the deployed process answers its probes: alive with its index and config, ready with its database', async () => {
    const health = await fetch(`${nodeUrl()}/health`)
    expect(await health.json()).toEqual({ ok: true, index: 1, verifierConfigSerial: 1 })
    const ready = await fetch(`${nodeUrl()}/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ok: true, checks: { database: 'ok' } })
  })

  test('behavior: stopping the node stops every worker', async () => {
    const workers = nodeChildrenOf(primaryPid)
    await clustered.stop()
    expect(isRunning(primaryPid)).toBe(false)
    for (const worker of workers) expect(isRunning(worker)).toBe(false)
  })
})
