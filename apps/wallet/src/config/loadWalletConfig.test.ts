import { describe, expect, test } from 'vitest'
import { loadWalletConfig, parseWalletConfig } from './loadWalletConfig.js'

const config = {
  gatewayUrl: 'http://127.0.0.1:8551/',
  authUrl: 'http://127.0.0.1:8551',
  keyNetwork: {
    threshold: 2,
    nodes: [
      { index: 1, url: 'http://127.0.0.1:8553' },
      { index: 2, url: 'http://127.0.0.1:8554/' },
    ],
  },
}

describe('loadWalletConfig (WalletRuntimeConfig)', () => {
  test('default: fetched from the wallet origin, trailing slashes dropped', async () => {
    const asked: string[] = []
    const fetcher = (async (url: string) => {
      asked.push(url)
      return new Response(JSON.stringify(config))
    }) as typeof fetch
    expect(await loadWalletConfig(fetcher, 'http://localhost:8556')).toEqual({
      gatewayUrl: 'http://127.0.0.1:8551',
      authUrl: 'http://127.0.0.1:8551',
      keyNetwork: {
        threshold: 2,
        nodes: [
          { index: 1, url: 'http://127.0.0.1:8553' },
          { index: 2, url: 'http://127.0.0.1:8554' },
        ],
      },
    })
    expect(asked).toEqual(['http://localhost:8556/wallet-config.json'])
  })

  test("default: a node's public key is kept; one that is not a P-256 point in hex is refused", () => {
    const publicKey = `0x04${'ab'.repeat(64)}`
    const withKey = (key: string) => ({
      ...config,
      keyNetwork: {
        ...config.keyNetwork,
        nodes: [{ index: 1, url: 'http://n1', publicKey: key }],
        threshold: 1,
      },
    })
    expect(parseWalletConfig(withKey(publicKey)).keyNetwork.nodes).toEqual([
      { index: 1, url: 'http://n1', publicKey },
    ])
    for (const bad of ['0x1234', `0x04${'AB'.repeat(64)}`, `0x${'ab'.repeat(32)}`])
      expect(() => parseWalletConfig(withKey(bad))).toThrow('keyNetwork.nodes[].publicKey')
  })

  test('error: a bad field is named; a threshold above the node count is refused', () => {
    expect(() => parseWalletConfig({ ...config, authUrl: 7 })).toThrow('authUrl must be a string')
    expect(() =>
      parseWalletConfig({ ...config, keyNetwork: { ...config.keyNetwork, threshold: 3 } }),
    ).toThrow('keyNetwork.threshold')
  })
  test('args: the NFT indexer, with the chain names of a local one, is kept; bad ids are refused', () => {
    const nftIndexer = { url: 'http://127.0.0.1:8560', chainIds: { tessera_31337: 31337 } }
    expect(parseWalletConfig({ ...config, nftIndexer }).nftIndexer).toEqual(nftIndexer)
    expect(
      parseWalletConfig({ ...config, nftIndexer: { url: 'https://rpc.ankr.com/multichain/k' } })
        .nftIndexer,
    ).toEqual({ url: 'https://rpc.ankr.com/multichain/k' })
    expect(parseWalletConfig(config).nftIndexer).toBeUndefined()
    expect(() =>
      parseWalletConfig({ ...config, nftIndexer: { ...nftIndexer, chainIds: { eth: '1' } } }),
    ).toThrow('nftIndexer.chainIds')
  })

  test('args: C-025 the Solana token list mirrors are kept in order; anything but http(s) URLs is refused', () => {
    const solanaTokenListUrls = ['http://127.0.0.1:8563/a.json', 'https://mirror.example/b.json']
    expect(parseWalletConfig({ ...config, solanaTokenListUrls }).solanaTokenListUrls).toEqual(
      solanaTokenListUrls,
    )
    expect(parseWalletConfig(config).solanaTokenListUrls).toBeUndefined()
    for (const bad of [[], ['ftp://mirror.example/a.json'], 'http://a.example', [42]])
      expect(() => parseWalletConfig({ ...config, solanaTokenListUrls: bad })).toThrow(
        'solanaTokenListUrls must be a list of http(s) URLs',
      )
  })

  test('args: the on-ramps are kept (API without trailing slash); absent means none; bad fields are named', () => {
    const onRamp = {
      apiUrl: 'http://127.0.0.1:8561/',
      widgetUrl: 'http://127.0.0.1:8561/',
      apiKey: 'local-key',
    }
    expect(parseWalletConfig({ ...config, onRamp }).onRamp).toEqual({
      ...onRamp,
      apiUrl: 'http://127.0.0.1:8561',
    })
    const second = { ...onRamp, secondOnRampUrl: 'https://onramp.money/main/buy/?appId=1' }
    expect(parseWalletConfig({ ...config, onRamp: second }).onRamp?.secondOnRampUrl).toBe(
      'https://onramp.money/main/buy/?appId=1',
    )
    expect(parseWalletConfig(config).onRamp).toBeUndefined()
    expect(() => parseWalletConfig({ ...config, onRamp: { ...onRamp, apiKey: '' } })).toThrow(
      'apiKey must be a string',
    )
    expect(() =>
      parseWalletConfig({ ...config, onRamp: { ...onRamp, widgetUrl: 'not a url' } }),
    ).toThrow('onRamp.widgetUrl must be a URL')
    const realtimeUrl = 'wss://ws-ap2.pusher.com/app/1d9ffac87de599c61283'
    expect(
      parseWalletConfig({ ...config, onRamp: { ...onRamp, realtimeUrl } }).onRamp?.realtimeUrl,
    ).toBe(realtimeUrl)
    expect(() =>
      parseWalletConfig({ ...config, onRamp: { ...onRamp, realtimeUrl: 'https://ws.example' } }),
    ).toThrow('onRamp.realtimeUrl must be a ws(s) URL')
  })
})
