import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer, testWalletUrl } from '../testing/createTestServer.js'

const hostOrigin = 'https://host.example'
const unknownId = 'f'.repeat(40)

describe('gateway', () => {
  let server: TestServer
  let evmApp: App
  let nearApp: App

  beforeAll(async () => {
    server = await createTestServer()
    evmApp = await server.context.apps.create({
      name: 'Demo',
      chainType: 'evm',
      origins: [hostOrigin],
      chainIds: ['31337', '31338', '137'],
      logos: { dark_horizontal: 'https://cdn.example/logo-dark.png' },
      logins: { passwordless: true, siwe: true },
      gasless: { '137': { enabled: true } },
    })
    nearApp = await server.context.apps.create({
      name: 'Near app',
      chainType: 'near',
      origins: [hostOrigin],
      global: true,
    })
  })
  afterAll(() => server.close())

  const get = (url: string, origin?: string) =>
    server.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} })

  test('default: C-001 get-app-config has the fields of SPEC §3 and HOST-PROTOCOL §G', async () => {
    const response = await get(`/api/v1/get-app-config/?id=${evmApp.id}`, hostOrigin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBe(hostOrigin)
    expect(response.json()).toEqual({
      id: evmApp.id,
      name: 'Demo',
      chain_type: 'evm',
      global: false,
      session_persisted: true,
      session_max_age: 604_800,
      chain_settings: { shards: null },
      themeConfig: {
        theme: 'dark',
        assets: { logo: { dark_horizontal: 'https://cdn.example/logo-dark.png' } },
      },
      logins: ['passwordless', 'siwe'],
      no_ui_allowed: false,
      key_export_allowed: false,
    })
  })

  test('behavior: get-app-config tells the wallet the NoUI and key export the operator allowed', async () => {
    const allowed = await server.context.apps.create({
      name: 'Server-side app',
      chainType: 'evm',
      origins: [hostOrigin],
      walletPolicy: { isNoUiAllowed: true, isKeyExportAllowed: true },
    })
    expect((await get(`/api/v1/get-app-config/?id=${allowed.id}`)).json()).toMatchObject({
      no_ui_allowed: true,
      key_export_allowed: true,
    })
    // The repository refuses key export without NoUI, whoever asks.
    await expect(
      server.context.apps.update(allowed.id, {
        walletPolicy: { isNoUiAllowed: false, isKeyExportAllowed: true },
      }),
    ).rejects.toThrow('key export works only in NoUI mode')
  })

  test('behavior: #19 get-app-config gives a Telegram app its bot id and Telegram origin, never the bot token', async () => {
    const telegramApp = await server.context.apps.create({
      name: 'Telegram app',
      chainType: 'evm',
      origins: [hostOrigin],
      logins: { telegram: { botToken: '7000000042:secret-part' } },
    })
    const response = await get(`/api/v1/get-app-config/?id=${telegramApp.id}`)
    expect(response.json()).toMatchObject({
      logins: ['telegram'],
      telegram: { bot_id: '7000000042', oauth_origin: 'https://oauth.telegram.org' },
    })
    expect(response.body).not.toContain('secret-part')
  })

  test('default: get-app-theme answers `logo` as an object (HOST-PROTOCOL §G)', async () => {
    const response = await get(`/api/v1/get-app-theme/?id=${nearApp.id}`)
    expect(response.json()).toEqual({ theme: 'dark', logo: {} })
  })

  test('default: app logo redirects to the configured image, else a default SVG', async () => {
    const configured = await get(`/api/v2/app/${evmApp.id}/logo?type=dark&orientation=horizontal`)
    expect(configured.statusCode).toBe(302)
    expect(configured.headers.location).toBe('https://cdn.example/logo-dark.png')
    const fallback = await get(`/api/v2/app/${evmApp.id}/logo?type=light&orientation=vertical`)
    expect(fallback.headers['content-type']).toContain('image/svg+xml')
    expect(fallback.body).toContain('<svg')
  })

  test("default: C-003 chains are the narrowed catalogue in the app's order, one default (SPEC §3)", async () => {
    const { chains } = (await get(`/api/v1/chains/${evmApp.id}/`)).json() as {
      chains: { chain_id: string; default_chain: boolean; compatibility: string; rpc_url: string }[]
    }
    expect(chains.map((c) => c.chain_id)).toEqual(['31337', '31338', '137'])
    expect(chains.filter((c) => c.default_chain).map((c) => c.chain_id)).toEqual(['31337'])
    expect(Object.keys(chains[0] ?? {}).sort()).toEqual([
      'chain_id',
      'chain_type',
      'compatibility',
      'currency',
      'default_chain',
      'exp_url',
      'name',
      'rpc_url',
    ])
  })

  test("behavior: an app's own chain replaces the catalogue entry and can be the default", async () => {
    await server.context.chains.upsert(evmApp.id, {
      chain_id: '31338',
      name: 'Local B',
      rpc_url: 'http://127.0.0.1:9546',
      exp_url: '',
      currency: 'ETH',
      chain_type: 'evm_secp256k1',
      compatibility: 'evm',
      default_chain: true,
    })
    const { chains } = (await get(`/api/v1/chains/${evmApp.id}/`)).json() as {
      chains: { chain_id: string; name: string; default_chain: boolean }[]
    }
    expect(chains.find((c) => c.chain_id === '31338')).toMatchObject({
      name: 'Local B',
      default_chain: true,
    })
    expect(chains.filter((c) => c.default_chain)).toHaveLength(1)
    await server.context.chains.remove(evmApp.id, '31338')
  })

  test('behavior: the local devnet chains are served only to apps that list them', async () => {
    const wide = await server.context.apps.create({
      name: 'All',
      chainType: 'evm',
      origins: [hostOrigin],
    })
    const { chains } = (await get(`/api/v1/chains/${wide.id}/`)).json() as {
      chains: { chain_id: string }[]
    }
    expect(chains.map((c) => c.chain_id)).toContain('137')
    expect(chains.map((c) => c.chain_id)).not.toContain('31337')
  })

  test('args: other families get their own catalogue (Near mainnet and testnet)', async () => {
    const { chains } = (await get(`/api/v1/chains/${nearApp.id}/`)).json() as {
      chains: { name: string; compatibility: string }[]
    }
    expect(chains.map((c) => c.name)).toEqual(['Near Mainnet', 'Near Testnet'])
  })

  test('default: gas tank status per chain reads data.status (SPEC §7; the wallet does not call it yet)', async () => {
    const on = await get(`/api/v1/gastank/status/?app_id=${evmApp.id}&chain_id=137`)
    const off = await get(`/api/v1/gastank/status/?app_id=${evmApp.id}&chain_id=1`)
    expect(on.json()).toEqual({ data: { status: true } })
    expect(off.json()).toEqual({ data: { status: false } })
  })

  test('default: C-006 chain logos are real images, unknown chains get the generic one', async () => {
    const ethereum = await get('/api/v2/chain/logo/1/evm/')
    const unknown = await get('/api/v2/chain/logo/999999/evm/')
    const solana = await get('/api/v2/chain/logo/1/solana/')
    expect(ethereum.headers['content-type']).toContain('image/svg+xml')
    expect(ethereum.body).toContain('#627EEA')
    expect(solana.body).toContain('#14F195')
    expect(unknown.body).not.toBe(ethereum.body)
    expect(unknown.body).toContain('<svg')
  })

  test('default: onramp coin config lists networks per chain', async () => {
    const response = await get('/api/v1/onramp-coin-config/', 'https://anyone.example')
    expect(response.headers['access-control-allow-origin']).toBe('https://anyone.example')
    expect((response.json() as { data: unknown[] }).data.length).toBeGreaterThan(3)
  })

  test('default: #20 a deployment lists no local chain for the on-ramps', async () => {
    const { data } = (await get('/api/v1/onramp-coin-config/')).json() as {
      data: { chain_id: string }[]
    }
    expect(data.map((entry) => entry.chain_id)).not.toContain('31337')
    expect(data.map((entry) => entry.chain_id)).not.toContain('31338')
  })

  test('default: #20 O-006 the local chains the local stack configures are served by the second on-ramp stand-in; real chains keep their codes', async () => {
    const local = await createTestServer({ onrampStandInChainIds: [31337, 31338] })
    const response = await local.app.inject({ method: 'GET', url: '/api/v1/onramp-coin-config/' })
    await local.close()
    const { data } = response.json() as { data: unknown[] }
    expect(data).toEqual(
      expect.arrayContaining([
        {
          chain_id: '1',
          compatibility: 'evm',
          transak: { network: 'ethereum' },
          onramp: { network: 'erc20', coin: 'eth' },
        },
        {
          chain_id: '31337',
          compatibility: 'evm',
          transak: null,
          onramp: { network: 'tessera_31337', coin: 'eth' },
        },
        {
          chain_id: '31338',
          compatibility: 'evm',
          transak: null,
          onramp: { network: 'tessera_31338', coin: 'eth' },
        },
      ]),
    )
  })

  test("behavior: CORS only for the app's origins and the wallet; preflights too", async () => {
    const stranger = await get(`/api/v1/get-app-config/?id=${evmApp.id}`, 'https://evil.example')
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
    const wallet = await get(`/api/v1/chains/${evmApp.id}/`, testWalletUrl)
    expect(wallet.headers['access-control-allow-origin']).toBe(testWalletUrl)
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: `/api/v1/get-app-config/?id=${evmApp.id}`,
        headers: { origin, 'access-control-request-method': 'GET' },
      })
    expect((await preflight(hostOrigin)).statusCode).toBe(204)
    expect((await preflight('https://evil.example')).statusCode).toBe(403)
    const walletOnly = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/loginToken',
      headers: { origin: hostOrigin, 'access-control-request-method': 'POST' },
    })
    expect(walletOnly.statusCode).toBe(403)
  })

  test('error: unknown and malformed app ids', async () => {
    const unknown = await get(`/api/v1/get-app-config/?id=${unknownId}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { code: 'app_not_found', message: 'Unknown app id' } })
    const malformed = await get('/api/v1/chains/xyz/')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ error: { code: 'invalid_request' } })
    const missing = await get('/api/v1/get-app-config/')
    expect(missing.json()).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringContaining('id') },
    })
    const badChain = await get(`/api/v1/gastank/status/?app_id=${evmApp.id}&chain_id=1;drop`)
    expect(badChain.statusCode).toBe(400)
  })

  test('behavior: JWKS publishes one ES256 public key without its private part', async () => {
    const { keys } = (await get('/.well-known/jwks.json')).json() as {
      keys: Record<string, string>[]
    }
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(keys[0]?.d).toBeUndefined()
  })

  test('error: unknown routes answer the JSON error format', async () => {
    const response = await get('/api/v9/nothing')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })
})
