import { createTestEngine, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const chain = {
  chainId: '0x7a6a',
  chainName: 'Local 2',
  rpcUrls: ['http://127.0.0.1:9/other'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const add = (params: unknown) => ({ id: 1, method: 'wallet_addEthereumChain', params: [params] })
const invalid = (message: string) => ({ code: -32602, message, data: { code: 'invalid_params' } })

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

  test('error: V-018 X-004 an RPC URL another network uses', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(engine.request(add({ ...chain, rpcUrls: ['http://127.0.0.1:9'] }))),
    ).toEqual(invalid('RPC URL - http://127.0.0.1:9 already exists, please use different one'))
  })

  test('error: V-008 an RPC URL scheme other than http(s) or ws(s)', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(engine.request(add({ ...chain, rpcUrls: ['ftp://127.0.0.1/rpc'] }))),
    ).toEqual(invalid('unsupported protocol scheme'))
  })

  test('error: V-007 X-027 an RPC that does not answer → W-123, nothing added', async () => {
    const { engine, events } = createTestEngine()
    expect((await wireErrorOf(engine.request(add(chain)))).data.code).toBe('W-123')
    expect(engine.networks.list().map((n) => n.id)).toEqual(['eip155:1', 'eip155:137'])
    expect(events).toEqual([])
    expect(engine.approvals.snapshot().pending).toEqual([])
  })
})
