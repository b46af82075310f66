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

  /** The policy every page of the app carries (issue #15 finding 7), the server named in it. */
  const pagePolicy = () =>
    [
      "default-src 'self'",
      "script-src 'self'",
      `connect-src 'self' ${server.context.config.publicUrl} https: wss: http://localhost:* http://127.0.0.1:* ws://localhost:* ws://127.0.0.1:*`,
      `img-src 'self' ${server.context.config.publicUrl} data: https: http://localhost:* http://127.0.0.1:*`,
      "media-src 'self' data: https: http://localhost:* http://127.0.0.1:*",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self' https://host.example http://localhost:3000",
    ].join('; ')

  test('default: the login frame of a known app carries its origins as frame-ancestors, scripts locked down', async () => {
    const response = await get(`/${app.id}/v2/login`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toBe(pagePolicy())
    expect(response.body).toContain('Tessera wallet')
  })

  test('behavior: #15 finding 7 every wallet page has default-src, connect-src, img-src and form-action', async () => {
    for (const path of ['v2/login', 'loggedin', 'redirect/', 'login']) {
      const policy = (await get(`/${app.id}/${path}`)).headers['content-security-policy']
      expect(policy).toBe(pagePolicy())
    }
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
      pagePolicy: pagePolicy(),
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
    expect((await get('/ready')).json()).toEqual({ ok: true, checks: { database: 'ok' } })
  })
})
