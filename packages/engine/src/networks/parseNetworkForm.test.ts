import { describe, expect, test } from 'vitest'
import type { NetworkForm } from './NetworkForm.js'
import { parseNetworkForm } from './parseNetworkForm.js'

const form: NetworkForm = {
  chainName: ' Local 2 ',
  rpcUrl: 'http://127.0.0.1:8546',
  currencySymbol: 'ETH',
  chainId: '0x7a6a',
  explorerUrl: 'https://explorer.local',
}

describe('parseNetworkForm', () => {
  test('default: trimmed fields, a hex chain id as a number', () => {
    expect(parseNetworkForm(form)).toEqual({
      chainId: 31338,
      chainName: 'Local 2',
      rpcUrl: 'http://127.0.0.1:8546',
      symbol: 'ETH',
      explorerUrl: 'https://explorer.local',
    })
  })

  test('args: a decimal chain id', () => {
    expect(parseNetworkForm({ ...form, chainId: '31338' }).chainId).toBe(31338)
  })

  test('behavior: V-002 Explorer URL may be left empty', () => {
    expect(parseNetworkForm({ ...form, explorerUrl: ' ' })).not.toHaveProperty('explorerUrl')
  })

  test.each(['chainName', 'rpcUrl', 'currencySymbol', 'chainId'] as const)(
    'error: V-001 an empty %s → W-110',
    (field) => {
      expect(() => parseNetworkForm({ ...form, [field]: '  ' })).toThrowError(
        expect.objectContaining({ code: 'W-110' }),
      )
    },
  )

  test('error: V-008 an ftp:// RPC URL → unsupported protocol scheme', () => {
    expect(() => parseNetworkForm({ ...form, rpcUrl: 'ftp://127.0.0.1/rpc' })).toThrowError(
      'unsupported protocol scheme',
    )
  })

  test('error: V-006 a chain id that is no number cannot match the RPC → W-122', () => {
    expect(() => parseNetworkForm({ ...form, chainId: 'polygon' })).toThrowError(
      expect.objectContaining({ code: 'W-122' }),
    )
  })
})
