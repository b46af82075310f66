import { deployerAccount, fixtureAddresses, fixtureTokens } from '@tessera/devnet'
import { describe, expect, test } from 'vitest'
import {
  addChainRequest,
  demoRecipient,
  demoToken,
  personalSignRequest,
  sendTransactionRequest,
  signTypedDataRequest,
  switchChainRequest,
  watchAssetRequest,
} from './demoRequests.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = { id: 31_338, name: 'Tessera Local 2', rpcUrl: 'http://127.0.0.1:8546' }

describe('demoRequests', () => {
  test('default: the transfer goes to a funded devnet account and the watched token is the devnet TUSD', () => {
    expect(demoRecipient).toBe(deployerAccount.address)
    expect(demoToken).toEqual({
      address: fixtureAddresses.tusd,
      symbol: fixtureTokens.tusd.symbol,
      decimals: fixtureTokens.tusd.decimals,
    })
  })

  test('behavior: personal_sign sends the UTF-8 message as hex, then the address', () => {
    expect(personalSignRequest(address, 'hé')).toEqual({
      method: 'personal_sign',
      params: ['0x68c3a9', address],
    })
  })

  test('behavior: typed data is bound to the current chain and serialized as v4 expects', () => {
    const { method, params } = signTypedDataRequest(address, 31_337)
    expect(method).toBe('eth_signTypedData_v4')
    const [signer, json] = params as [string, string]
    expect(signer).toBe(address)
    expect(JSON.parse(json)).toMatchObject({
      primaryType: 'Mail',
      domain: { chainId: 31_337 },
      message: { from: address },
    })
  })

  test('behavior: the transaction moves 0.001 ETH as a hex quantity', () => {
    expect(sendTransactionRequest(address).params).toEqual([
      { from: address, to: demoRecipient, value: '0x38d7ea4c68000' },
    ])
  })

  test('behavior: chain requests carry hex chain ids and the fields SPEC §6 requires', () => {
    expect(switchChainRequest(chain).params).toEqual([{ chainId: '0x7a6a' }])
    expect(addChainRequest(chain).params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Tessera Local 2',
        rpcUrls: ['http://127.0.0.1:8546'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
  })

  test('behavior: wallet_watchAsset params are the EIP-747 object', () => {
    expect(watchAssetRequest()).toEqual({
      method: 'wallet_watchAsset',
      params: { type: 'ERC20', options: demoToken },
    })
  })
})
