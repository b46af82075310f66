import { describe, expect, test } from 'vitest'
import { walletServiceUrls } from './walletServiceUrls.js'

describe('walletServiceUrls', () => {
  test('default: gateway, auth service and key nodes', () => {
    expect(
      walletServiceUrls({
        gatewayUrl: 'https://gateway.example',
        authUrl: 'https://auth.example',
        keyNetwork: {
          threshold: 1,
          nodes: [
            { index: 1, url: 'https://node1.example' },
            { index: 2, url: 'https://node2.example' },
          ],
        },
      }),
    ).toEqual([
      'https://gateway.example',
      'https://auth.example',
      'https://node1.example',
      'https://node2.example',
    ])
  })

  test('args: the optional services, but not the pages opened in a new tab', () => {
    expect(
      walletServiceUrls({
        gatewayUrl: 'https://gateway.example',
        authUrl: 'https://auth.example',
        keyNetwork: { threshold: 1, nodes: [{ index: 1, url: 'https://node1.example' }] },
        ratesUrl: 'https://rates.example',
        nftIndexer: { url: 'https://rpc.ankr.example/multichain' },
        onRamp: {
          apiUrl: 'https://api.transak.example',
          widgetUrl: 'https://global.transak.example',
          apiKey: 'public',
          secondOnRampUrl: 'https://onramp.example/buy',
          realtimeUrl: 'wss://ws-ap2.pusher.example/app/key',
        },
        solanaTokenListUrls: ['https://tokens.example/a.json', 'https://mirror.example/a.json'],
      }).slice(3),
    ).toEqual([
      'https://rates.example',
      'https://rpc.ankr.example/multichain',
      'https://api.transak.example',
      'wss://ws-ap2.pusher.example/app/key',
      'https://tokens.example/a.json',
      'https://mirror.example/a.json',
    ])
  })
})
