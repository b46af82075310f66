import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StaticSite, startStaticSite } from './startStaticSite.js'

const root = mkdtempSync(join(tmpdir(), 'static-site-'))
let site: StaticSite

beforeAll(async () => {
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(root, 'other.html'), '<!doctype html><title>other</title>')
  writeFileSync(join(root, 'assets', 'main-abc.js'), 'console.log(1)')
  writeFileSync(join(tmpdir(), 'secret.txt'), 'not for you')
  site = await startStaticSite({
    port: await findFreePortBase(1),
    root,
    documents: { '/site-config.json': { hello: 'world' } },
    pageAnswer: async (pathname) =>
      pathname.startsWith('/blocked')
        ? { status: 403, body: 'not allowed' }
        : { headers: { 'content-security-policy': "frame-ancestors 'self'" } },
  })
})
afterAll(() => site.stop())

test('behavior: a route of the app answers index.html with the page headers', async () => {
  const response = await fetch(`${site.url}/0123/v2/login`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
  expect(await response.text()).toContain('<title>app</title>')
})

test('behavior: a missing file is 404, not the app page in its place', async () => {
  const response = await fetch(`${site.url}/missing-config.json`)
  expect(response.status).toBe(404)
  expect(await response.text()).not.toContain('<title>')
})

test('behavior: an HTML file of a multi-page build is served as itself', async () => {
  expect(await (await fetch(`${site.url}/other.html`)).text()).toContain('<title>other</title>')
})

test('behavior: a refused page answers its status and no HTML', async () => {
  const response = await fetch(`${site.url}/blocked/page`)
  expect(response.status).toBe(403)
  expect(await response.text()).toBe('not allowed')
})

test('behavior: hashed assets are cached for good, documents never', async () => {
  const asset = await fetch(`${site.url}/assets/main-abc.js`)
  expect(asset.headers.get('cache-control')).toContain('immutable')
  expect(asset.headers.get('content-type')).toContain('text/javascript')
  const document = await fetch(`${site.url}/site-config.json`)
  expect(document.headers.get('cache-control')).toBe('no-cache')
  expect(await document.json()).toEqual({ hello: 'world' })
})

test('behavior: paths outside the root and malformed paths do not leak or crash', async () => {
  const escaped = await fetch(`${site.url}/..%2fsecret.txt`)
  expect(await escaped.text()).not.toContain('not for you')
  expect((await fetch(`${site.url}/%E0%A4%A`)).status).toBe(400)
  expect((await fetch(`${site.url}/health`)).status).toBe(200)
})

test('error: a site whose build is missing answers 503 naming the folder, and keeps running', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'static-site-empty-'))
  const unbuilt = await startStaticSite({ port: await findFreePortBase(1), root: empty })
  try {
    const response = await fetch(`${unbuilt.url}/any/page`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain(empty)
    expect((await fetch(`${unbuilt.url}/health`)).status).toBe(200)
  } finally {
    await unbuilt.stop()
  }
})
