import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type FixtureServer, startFixtureServer } from './startFixtureServer.js'

describe('startFixtureServer', () => {
  let server: FixtureServer
  beforeAll(async () => {
    server = await startFixtureServer({ port: await findFreePortBase(1) })
  })
  afterAll(() => server.stop())

  test('default: serves ERC-721 metadata whose image is served too', async () => {
    const response = await fetch(`${server.url}/nft/2.json`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const metadata = (await response.json()) as { name: string; image: string }
    expect(metadata.name).toBe('Tessera Tiles #2')
    const image = await fetch(metadata.image)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toContain('#2')
  })

  test('args: ERC-1155 ids as 64 hex digits (the {id} substitution) or decimal', async () => {
    const hexId = 1n.toString(16).padStart(64, '0')
    const byHex = await (await fetch(`${server.url}/erc1155/${hexId}.json`)).json()
    const byDecimal = await (await fetch(`${server.url}/erc1155/1.json`)).json()
    expect(byHex).toEqual(byDecimal)
    expect(byHex).toMatchObject({ name: 'Tessera Badges #1' })
  })

  test('error: unknown paths are 404 JSON', async () => {
    const response = await fetch(`${server.url}/nft/x.json`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'not found' })
  })
})
