import { describe, expect, test } from 'vitest'
import {
  allStackPorts,
  defaultPortBase,
  demoAppId,
  oidcRedirectUris,
  readStackConfig,
  solanaDemoAppId,
  stackOrigins,
  stackPortCount,
  stackPorts,
} from './stackConfig.js'

describe('readStackConfig', () => {
  test('default: .data in the repo and the default port base', () => {
    const config = readStackConfig({})
    expect(config.dataDir.endsWith('/.data')).toBe(true)
    expect(config.portBase).toBe(defaultPortBase)
    expect(stackPorts(config)).toEqual({
      chains: [8545, 8546],
      fixtures: 8547,
      oidc: 8548,
      smtp: 8549,
      mailWeb: 8550,
      server: 8551,
      oauth2: 8552,
      keyNodes: [8553, 8554, 8555],
      wallet: 8556,
      demo: 8557,
      rates: 8558,
      appBackend: 8559,
      nftIndexer: 8560,
      onRamp: 8561,
      solana: 8562,
      solanaTokenList: 8563,
      secondOnRamp: 8564,
    })
    expect(allStackPorts(config)).toEqual([
      8545, 8546, 8547, 8548, 8549, 8550, 8551, 8552, 8553, 8554, 8555, 8556, 8557, 8558, 8559,
      8560, 8561, 8562, 8563, 8564,
    ])
    expect(stackPortCount).toBe(20)
    expect(stackOrigins(config)).toEqual({
      walletUrl: 'http://localhost:8556',
      demoUrl: 'http://localhost:8557',
    })
    expect(oidcRedirectUris('http://localhost:8556')).toEqual([
      `http://localhost:8556/${demoAppId}/redirect/`,
      `http://localhost:8556/${solanaDemoAppId}/redirect/`,
    ])
  })

  test('args: TESSERA_PORT_BASE and TESSERA_DATA_DIR move the stack', () => {
    const config = readStackConfig({ TESSERA_PORT_BASE: '20000', TESSERA_DATA_DIR: '/tmp/x' })
    expect(config).toEqual({ dataDir: '/tmp/x', portBase: 20_000 })
    expect(stackPorts(config).mailWeb).toBe(20_005)
  })

  test('error: a port base that is not a usable port is refused with the value', () => {
    expect(() => readStackConfig({ TESSERA_PORT_BASE: 'abc' })).toThrow(
      "TESSERA_PORT_BASE must be a port between 1024 and 65000, got 'abc'",
    )
    expect(() => readStackConfig({ TESSERA_PORT_BASE: '80' })).toThrow("got '80'")
  })
})
