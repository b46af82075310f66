import { describe, expect, test } from 'vitest'
import { parseTransakSellToken } from './fetchTransakSellToken.js'

const item = (fields: Record<string, unknown>) => ({
  symbol: 'ETH',
  address: '0x0000000000000000000000000000000000000000',
  decimals: 18,
  isPayInAllowed: true,
  image: { large: 'https://assets.test/eth.png' },
  network: { name: 'tessera_local', chainId: '31337' },
  ...fields,
})

describe('parseTransakSellToken', () => {
  test('R-012: the sellable token of the order network and currency, native as NATIVE', () => {
    expect(parseTransakSellToken({ response: [item({})] }, 'tessera_local', 'ETH')).toEqual({
      symbol: 'ETH',
      contractAddress: 'NATIVE',
      decimals: 18,
      logo: 'https://assets.test/eth.png',
      chainId: 31337,
    })
    const usdt = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F'
    expect(
      parseTransakSellToken(
        {
          response: [
            item({}),
            item({ symbol: 'USDT', address: usdt, decimals: 6, image: { large: 'javascript:x' } }),
          ],
        },
        'tessera_local',
        'USDT',
      ),
    ).toMatchObject({ contractAddress: usdt, decimals: 6, logo: null })
  })

  test('error: another network, a token that may not be sold, or a malformed entry is no token', () => {
    for (const body of [
      { response: [item({ network: { name: 'polygon', chainId: '137' } })] },
      { response: [item({ isPayInAllowed: false })] },
      { response: [item({ address: 'nope' })] },
      { response: [item({ decimals: -1 })] },
      { response: [item({ network: { name: 'tessera_local', chainId: null } })] },
      // The strict chain id of fetchTransakNetworks: no exponent, hex, sign or leading zero.
      { response: [item({ network: { name: 'tessera_local', chainId: '3.1337e4' } })] },
      { response: [item({ network: { name: 'tessera_local', chainId: '0x7a69' } })] },
      { response: [item({ network: { name: 'tessera_local', chainId: '031337' } })] },
      { other: [] },
      null,
    ])
      expect(parseTransakSellToken(body, 'tessera_local', 'ETH')).toBeUndefined()
  })
})
