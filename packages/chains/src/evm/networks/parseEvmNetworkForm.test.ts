import { describe, expect, test } from 'vitest'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { NetworkForm } from '../../networks/NetworkForm.js'
import { parseEvmNetworkForm } from './parseEvmNetworkForm.js'

const form: NetworkForm = {
  chainName: ' Local 2 ',
  rpcUrl: 'http://127.0.0.1:8546',
  currencySymbol: 'ETH',
  chainId: '0x7a6a',
  explorerUrl: 'https://explorer.local',
}

describe('parseEvmNetworkForm', () => {
  test('default: trimmed fields, a hex chain id, a custom network of 18 decimals', () => {
    expect(parseEvmNetworkForm(form)).toEqual({
      id: 'eip155:31338',
      chainName: 'Local 2',
      rpcUrls: ['http://127.0.0.1:8546'],
      blockExplorerUrls: ['https://explorer.local'],
      nativeCurrency: { symbol: 'ETH', name: 'ETH', decimals: 18 },
      isCustom: true,
    })
  })

  test('args: a decimal chain id', () => {
    expect(parseEvmNetworkForm({ ...form, chainId: '31338' }).id).toBe('eip155:31338')
  })

  test('args: an edited network keeps what the form does not show', () => {
    const existing: NetworkConfig = {
      id: 'eip155:137',
      chainName: 'Polygon',
      rpcUrls: ['https://polygon.example'],
      blockExplorerUrls: [],
      nativeCurrency: { symbol: 'POL', name: 'Polygon Ecosystem Token', decimals: 18 },
      isCustom: false,
      chainType: 'evm_secp256k1',
    }
    const edited = parseEvmNetworkForm({ ...form, chainId: '137', currencySymbol: 'POL' }, existing)
    expect(edited).toMatchObject({
      id: 'eip155:137',
      isCustom: false,
      chainType: 'evm_secp256k1',
      chainName: 'Local 2',
      nativeCurrency: { symbol: 'POL', name: 'Polygon Ecosystem Token', decimals: 18 },
    })
  })

  test.each(['javascript:alert(document.domain)', 'http://explorer.example', 'data:,x'])(
    'error: #15 finding 7 the Explorer URL %j is refused with the form error, added or edited',
    (explorerUrl) => {
      const refusal = expect.objectContaining({
        code: 'invalid_params',
        shortMessage: 'Explorer URL must start with https:// (http:// only for localhost)',
      })
      expect(() => parseEvmNetworkForm({ ...form, explorerUrl })).toThrowError(refusal)
      const existing = parseEvmNetworkForm(form)
      expect(() => parseEvmNetworkForm({ ...form, explorerUrl }, existing)).toThrowError(refusal)
    },
  )

  test('args: #15 finding 7 a local explorer on plain http is accepted', () => {
    expect(
      parseEvmNetworkForm({ ...form, explorerUrl: 'http://localhost:4000' }).blockExplorerUrls,
    ).toEqual(['http://localhost:4000'])
  })

  test('behavior: V-002 Explorer URL may be left empty', () => {
    expect(parseEvmNetworkForm({ ...form, explorerUrl: ' ' }).blockExplorerUrls).toEqual([])
  })

  test.each(['chainName', 'rpcUrl', 'currencySymbol', 'chainId'] as const)(
    'error: V-001 an empty %s → W-110',
    (field) => {
      expect(() => parseEvmNetworkForm({ ...form, [field]: '  ' })).toThrowError(
        expect.objectContaining({ code: 'W-110' }),
      )
    },
  )

  test('error: V-008 an ftp:// RPC URL → unsupported protocol scheme', () => {
    expect(() => parseEvmNetworkForm({ ...form, rpcUrl: 'ftp://127.0.0.1/rpc' })).toThrowError(
      'unsupported protocol scheme',
    )
  })

  test('error: V-006 a chain id that is no number cannot match the RPC → W-122', () => {
    expect(() => parseEvmNetworkForm({ ...form, chainId: 'polygon' })).toThrowError(
      expect.objectContaining({ code: 'W-122' }),
    )
  })
})
