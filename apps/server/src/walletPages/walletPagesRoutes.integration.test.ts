import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { App } from '../apps/appSettings.js'
import { createTestServer, type TestServer } from '../testing/createTestServer.js'

describe('wallet pages and frame-ancestors (HOST-PROTOCOL §A3)', () => {
  let server: TestServer
  let app: App

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tessera-wallet-dist-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tessera wallet</title>')
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'main.js'), 'export {}')
    server = await createTestServer({ walletDistDir: dist })
    app = await server.context.apps.create({
      name: 'Framed',
      chainType: 'evm',
      origins: ['https://host.example', 'http://localhost:3000'],
    })
  })
  afterAll(() => server.close())

  const get = (url: string) => server.app.inject({ url })

  test('default: the login frame of a known app carries its origins as frame-ancestors, scripts locked down', async () => {
    const response = await get(`/${app.id}/v2/login`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self' https://host.example http://localhost:3000",
    )
    expect(response.body).toContain('Tessera wallet')
  })

  test('error: an unknown or malformed app id is 403 and shows no wallet', async () => {
    for (const url of [`/${'e'.repeat(40)}/v2/login`, '/not-an-app/login']) {
      const response = await get(url)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ error: { code: 'frame_not_allowed' } })
    }
  })

  test('default: the policy is available to a wallet served elsewhere', async () => {
    expect((await get(`/api/v1/frame-ancestors/${app.id}`)).json()).toEqual({
      policy: "frame-ancestors 'self' https://host.example http://localhost:3000",
      pagePolicy:
        "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self' https://host.example http://localhost:3000",
      origins: ['https://host.example', 'http://localhost:3000'],
    })
    expect((await get(`/api/v1/frame-ancestors/${'e'.repeat(40)}`)).statusCode).toBe(403)
  })

  test('behavior: assets are served, paths cannot climb out of the build', async () => {
    const asset = await get('/assets/main.js')
    expect(asset.headers['content-type']).toContain('text/javascript')
    expect((await get('/assets/../index.html')).statusCode).not.toBe(200)
    expect((await get('/assets/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404)
  })

  test('behavior: API routes still win over the app-id pattern', async () => {
    expect((await get('/health')).json()).toEqual({ ok: true })
  })
})
