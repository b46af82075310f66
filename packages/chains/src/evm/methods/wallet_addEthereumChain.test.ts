import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestEngine, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

const chain = {
  chainId: '0x7a6a',
  chainName: 'Local 2',
  rpcUrls: ['http://127.0.0.1:9/other'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
let nextId = 0
const add = (params: unknown) => ({
  id: ++nextId,
  method: 'wallet_addEthereumChain',
  params: [params],
})
const invalid = (message: string) => ({ code: -32602, message, data: { code: 'invalid_params' } })
const explorerRefused = invalid(
  'Explorer URL must start with https:// (http:// only for localhost)',
)

/**
 * An RPC the host names, in this process: it answers eth_chainId with 0x7a6a (31338) and counts
 * every request it gets, which is how a test sees whether the wallet called a host's URL.
 */
const rpc = { url: '', hits: 0 }
const server = createServer((request, response) => {
  rpc.hits += 1
  let body = ''
  request.on('data', (chunk) => {
    body += chunk
  })
  request.on('end', () => {
    const { id } = JSON.parse(body) as { id: number }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ jsonrpc: '2.0', id, result: '0x7a6a' }))
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpc.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  rpc.hits = 0
})

describe('wallet_addEthereumChain', () => {
  test.each([
    ['V-014 no chainName', { ...chain, chainName: undefined }],
    ['V-015 no rpcUrls', { ...chain, rpcUrls: undefined }],
    ['V-015 an empty first rpcUrl', { ...chain, rpcUrls: [''] }],
    ['V-016 no chainId', { ...chain, chainId: undefined }],
    [
      'V-017 no nativeCurrency.symbol',
      { ...chain, nativeCurrency: { name: 'Ether', decimals: 18 } },
    ],
    ['V-017 no nativeCurrency', { ...chain, nativeCurrency: undefined }],
  ])('error: %s → invalid params required params missing (X-004)', async (_name, params) => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(add(params)))).toEqual(
      invalid('required params missing'),
    )
  })

  test('error: V-018 X-004 an RPC URL another network uses, refused before approval', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(engine.request(add({ ...chain, rpcUrls: ['http://127.0.0.1:9'] }))),
    ).toEqual(invalid('RPC URL - http://127.0.0.1:9 already exists, please use different one'))
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('error: V-008 an RPC URL scheme other than http(s) or ws(s)', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(engine.request(add({ ...chain, rpcUrls: ['ftp://127.0.0.1/rpc'] }))),
    ).toEqual(invalid('unsupported protocol scheme'))
  })

  test('behavior: #15 finding 7 the RPC is not called before approval, nor at all when rejected', async () => {
    const { engine } = createTestEngine()
    const request = add({ ...chain, rpcUrls: [rpc.url] })
    const answer = engine.request(request)
    expect((await waitForPending(engine, request.id)).description).toMatchObject({
      kind: 'addChain',
      network: { chainId: 31_338, rpcUrl: rpc.url },
    })
    expect(rpc.hits).toBe(0)
    engine.approvals.reject(request.id)
    expect(await wireErrorOf(answer)).toMatchObject({ code: 4001 })
    expect(rpc.hits).toBe(0)
  })

  test('default: V-020 after approval the RPC is asked for its chain id, then the network is added and selected', async () => {
    const { engine } = createTestEngine()
    const request = add({ ...chain, rpcUrls: [rpc.url] })
    const answer = engine.request(request)
    await waitForPending(engine, request.id)
    engine.approvals.approve(request.id)
    expect(await answer).toBeNull()
    expect(rpc.hits).toBeGreaterThan(0)
    expect(engine.networks.selected()).toMatchObject({ id: 'eip155:31338', rpcUrls: [rpc.url] })
  })

  test('error: V-019 X-026 an RPC reporting another chain id → W-122 after approval, nothing added', async () => {
    const { engine, events } = createTestEngine()
    const request = add({ ...chain, chainId: '0x7a6b', rpcUrls: [rpc.url] })
    const answer = engine.request(request)
    await waitForPending(engine, request.id)
    expect(rpc.hits).toBe(0)
    engine.approvals.approve(request.id)
    expect(await wireErrorOf(answer)).toEqual({
      code: -32602,
      message: 'Incorrect chain ID and RPC URL combination',
      data: { code: 'W-122' },
    })
    expect(engine.networks.list().map((n) => n.id)).toEqual(['eip155:1', 'eip155:137'])
    expect(events).toEqual([])
  })

  test('error: V-007 X-027 an RPC that does not answer → W-123 after approval, nothing added', async () => {
    const { engine, events } = createTestEngine()
    const request = add(chain)
    const answer = engine.request(request)
    await waitForPending(engine, request.id)
    engine.approvals.approve(request.id)
    expect((await wireErrorOf(answer)).data.code).toBe('W-123')
    expect(engine.networks.list().map((n) => n.id)).toEqual(['eip155:1', 'eip155:137'])
    expect(events).toEqual([])
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test.each([
    'javascript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    'http://explorer.example',
    'ftp://explorer.example',
  ])(
    'error: #15 finding 7 a block explorer URL %j → invalid params, before approval',
    async (url) => {
      const { engine } = createTestEngine()
      expect(
        await wireErrorOf(engine.request(add({ ...chain, blockExplorerUrls: [url] }))),
      ).toEqual(explorerRefused)
      expect(
        await wireErrorOf(
          engine.request(add({ ...chain, blockExplorerUrls: ['https://explorer.example', url] })),
        ),
      ).toEqual(explorerRefused)
      expect(engine.approvals.snapshot().pending).toEqual([])
    },
  )

  test.each(['https://explorer.example', 'http://localhost:4000'])(
    'args: a block explorer URL %s is shown on the approval',
    async (url) => {
      const { engine } = createTestEngine()
      const request = add({ ...chain, blockExplorerUrls: [url] })
      engine.request(request)
      expect((await waitForPending(engine, request.id)).description).toMatchObject({
        network: { blockExplorerUrl: url },
      })
    },
  )
})
