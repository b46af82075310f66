import { describe, expect, test } from 'vitest'
import { parseDemoRuntimeConfig } from './parseDemoRuntimeConfig.js'

const valid = {
  appId: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
  walletUrl: 'http://localhost:8556',
  gatewayUrl: 'http://localhost:8550',
  authUrl: 'http://localhost:8550',
  chains: [
    { id: 31_337, name: 'Tessera Local', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31_338, name: 'Tessera Local 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

describe('parseDemoRuntimeConfig', () => {
  test('default: returns the config the server published', () => {
    expect(parseDemoRuntimeConfig(JSON.parse(JSON.stringify(valid)))).toEqual(valid)
  })

  test('args: the optional demo app backend is kept when present', () => {
    const withBackend = { ...valid, appBackendUrl: 'http://127.0.0.1:8559' }
    expect(parseDemoRuntimeConfig(withBackend)).toEqual(withBackend)
  })

  test('args: the optional Solana app is kept when present', () => {
    const solana = { appId: 'b'.repeat(40), chainId: 3, rpcUrl: 'http://127.0.0.1:8562' }
    expect(parseDemoRuntimeConfig({ ...valid, solana })).toEqual({ ...valid, solana })
  })

  test('error: a wallet URL with a path or trailing slash (it hangs @arcana/auth init, HOST-PROTOCOL §H)', () => {
    expect(() => parseDemoRuntimeConfig({ ...valid, walletUrl: 'http://localhost:8556/' })).toThrow(
      'demo-config.json: walletUrl must be an origin without path or trailing slash',
    )
  })

  test.each([
    [{ ...valid, appId: '' }, 'appId must be a non-empty string'],
    [{ ...valid, gatewayUrl: 'gateway' }, 'gatewayUrl must be an absolute URL'],
    [{ ...valid, chains: [] }, 'chains must be a non-empty array'],
    [{ ...valid, appBackendUrl: 'backend' }, 'appBackendUrl must be an absolute URL'],
    [
      { ...valid, chains: [{ id: '0x7a69', name: 'x', rpcUrl: 'http://a' }] },
      'chains[0].id must be a positive integer',
    ],
    [[], 'demo-config.json must be an object'],
    [{ ...valid, solana: { appId: 'b', chainId: '3', rpcUrl: 'http://a' } }, 'solana.chainId'],
    [
      { ...valid, solana: { appId: 'b', chainId: 3, rpcUrl: 'rpc' } },
      'rpcUrl must be an absolute URL',
    ],
  ])('error: %j is refused', (value, message) => {
    expect(() => parseDemoRuntimeConfig(value)).toThrow(message)
  })
})
