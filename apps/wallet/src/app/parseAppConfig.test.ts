import { describe, expect, test } from 'vitest'
import { parseAppConfig } from './parseAppConfig.js'
import { parseServerChains } from './parseServerChains.js'
import { parseStandaloneMode } from './parseStandaloneMode.js'

describe('parseAppConfig', () => {
  test('default: the gateway answer of docs/server.md', () => {
    expect(
      parseAppConfig({
        id: 'a'.repeat(40),
        name: 'Shop',
        chain_type: 'evm',
        global: false,
        session_persisted: true,
        session_max_age: 86_400,
        chain_settings: { shards: 1 },
        themeConfig: { theme: 'dark', assets: { logo: {} } },
        logins: ['google', 'passwordless'],
      }),
    ).toEqual({
      id: 'a'.repeat(40),
      name: 'Shop',
      family: 'evm',
      isGlobal: false,
      logins: ['google', 'passwordless'],
      multiversxShard: 1,
      theme: 'dark',
      walletPolicy: { isNoUiAllowed: false, isKeyExportAllowed: false },
    })
  })

  test.each([
    [{ no_ui_allowed: true, key_export_allowed: true }, true, true],
    [{ no_ui_allowed: true }, true, false],
    [{ key_export_allowed: true }, false, false],
    [{ no_ui_allowed: 'true', key_export_allowed: 1 }, false, false],
  ])(
    'behavior: the wallet policy %j reads as NoUI %s, key export %s (fail closed)',
    (fields, isNoUiAllowed, isKeyExportAllowed) => {
      const config = { id: 'x', name: 'x', chain_type: 'evm', global: false, logins: [] }
      expect(parseAppConfig({ ...config, ...fields }).walletPolicy).toEqual({
        isNoUiAllowed,
        isKeyExportAllowed,
      })
    },
  )

  test('error: an unknown chain type is refused', () => {
    expect(() =>
      parseAppConfig({ id: 'x', name: 'x', chain_type: 'cosmos', global: false, logins: [] }),
    ).toThrow('chain_type')
  })
})

describe('parseServerChains', () => {
  test('default: C-004 server chains are read field by field (chain_id, name, rpc_url, exp_url, currency, chain_type, default_chain, compatibility), MultiversX ids included (SPEC §3)', () => {
    expect(
      parseServerChains({
        chains: [
          {
            chain_id: '31337',
            name: 'Tessera Devnet',
            rpc_url: 'http://127.0.0.1:8545',
            exp_url: '',
            currency: 'ETH',
            chain_type: 'evm_secp256k1',
            compatibility: 'evm',
            default_chain: true,
          },
          { chain_id: 'T', name: 'MultiversX T', rpc_url: 'https://x', currency: 'EGLD' },
        ],
      }),
    ).toEqual([
      {
        chainId: '31337',
        chainName: 'Tessera Devnet',
        rpcUrl: 'http://127.0.0.1:8545',
        currency: 'ETH',
        chainType: 'evm_secp256k1',
        compatibility: 'evm',
        defaultChain: true,
      },
      {
        chainId: 'T',
        chainName: 'MultiversX T',
        rpcUrl: 'https://x',
        currency: 'EGLD',
        defaultChain: false,
      },
    ])
  })

  test('behavior: an unknown chain_type or compatibility is left out, the chain kept', () => {
    const chains = parseServerChains({
      chains: [
        { chain_id: '1', name: 'x', rpc_url: 'https://x', currency: 'X', chain_type: 'tron' },
        { chain_id: '2', name: 'y', rpc_url: 'https://y', currency: 'Y', compatibility: 'tron' },
      ],
    })
    expect(chains).toEqual([
      { chainId: '1', chainName: 'x', rpcUrl: 'https://x', currency: 'X', defaultChain: false },
      { chainId: '2', chainName: 'y', rpcUrl: 'https://y', currency: 'Y', defaultChain: false },
    ])
  })

  test('error: a chain without an RPC URL is refused', () => {
    expect(() =>
      parseServerChains({ chains: [{ chain_id: '1', name: 'x', currency: 'ETH' }] }),
    ).toThrow('rpc_url')
  })
})

describe('parseStandaloneMode (HOST-PROTOCOL §A2)', () => {
  const encode = (json: string) => `#${btoa(json)}`
  test('default: mode from the hash', () => {
    expect(parseStandaloneMode(encode('{"standaloneMode":2}'))).toBe(2)
  })
  test('behavior: empty, garbage or an unknown mode is 0', () => {
    expect(parseStandaloneMode('')).toBe(0)
    expect(parseStandaloneMode('#not-base64!')).toBe(0)
    expect(parseStandaloneMode(encode('{"standaloneMode":7}'))).toBe(0)
  })
})
