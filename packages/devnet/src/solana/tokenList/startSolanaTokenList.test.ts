import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { solanaFixtureTokens } from '../fixtures/solanaFixtureTokens.js'
import { type SolanaTokenList, startSolanaTokenList } from './startSolanaTokenList.js'

type TokenListBody = {
  name: string
  tokens: { chainId: number; address: string; symbol: string; logoURI: string }[]
}

describe('startSolanaTokenList', () => {
  let list: SolanaTokenList
  beforeAll(async () => {
    list = await startSolanaTokenList({ port: await findFreePortBase(1) })
  })
  beforeEach(() => {
    list.setMirror('primary', 'serve')
    list.setMirror('fallback', 'serve')
  })
  afterAll(() => list.stop())

  test('default: both mirrors serve the token-list shape, CORS open', async () => {
    for (const mirrorUrl of [list.primaryUrl, list.fallbackUrl]) {
      const response = await fetch(mirrorUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const body = (await response.json()) as TokenListBody & Record<string, unknown>
      expect(body).toMatchObject({
        name: 'Solana Token List',
        keywords: ['solana', 'spl'],
        version: { major: 0, minor: 3, patch: 3 },
      })
      expect(typeof body.timestamp).toBe('string')
      expect(body.tokens[0]).toEqual({
        chainId: 103,
        address: solanaFixtureTokens.tusd.mint,
        symbol: 'TUSD',
        name: 'Tessera USD',
        decimals: 6,
        logoURI: `${list.url}/github/assets/devnet/${solanaFixtureTokens.tusd.mint}/logo.svg`,
        tags: ['tessera-fixture'],
        extensions: { description: 'Tessera USD, a fixture of the Tessera local cluster' },
      })
    }
    expect(list.primaryUrl).toBe(`${list.url}/jsdelivr/solana.tokenlist.json`)
    expect(list.fallbackUrl).toBe(`${list.url}/github/solana.tokenlist.json`)
  })

  test('behavior: the fixture mints are on devnet (103), well-known tokens on mainnet (101)', async () => {
    const body = (await (await fetch(list.primaryUrl)).json()) as TokenListBody
    const byCluster = (chainId: number) =>
      body.tokens.filter((token) => token.chainId === chainId).map((token) => token.symbol)
    expect(byCluster(103)).toEqual(['TUSD', 'TST22'])
    expect(byCluster(101)).toEqual(['USDC', 'USDT', 'SOL'])
  })

  test('behavior: each fixture logo URI answers an SVG image', async () => {
    const body = (await (await fetch(list.primaryUrl)).json()) as TokenListBody
    for (const token of body.tokens.filter((entry) => entry.chainId === 103)) {
      const logo = await fetch(token.logoURI)
      expect(logo.headers.get('content-type')).toBe('image/svg+xml')
      expect(await logo.text()).toContain(`>${token.symbol}</text>`)
    }
  })

  test('args: a mirror told to fail answers 500 while the other still serves', async () => {
    list.setMirror('primary', 'fail')
    expect((await fetch(list.primaryUrl)).status).toBe(500)
    const fallback = (await (await fetch(list.fallbackUrl)).json()) as TokenListBody
    expect(fallback.tokens.length).toBeGreaterThan(0)
  })

  test('args: a mirror told to be empty serves the list with no tokens', async () => {
    list.setMirror('fallback', 'empty')
    const body = (await (await fetch(list.fallbackUrl)).json()) as TokenListBody
    expect(body.name).toBe('Solana Token List')
    expect(body.tokens).toEqual([])
  })

  test('args: POST /control sets both mirrors, for tests that only have the URL', async () => {
    const control = await fetch(`${list.url}/control`, {
      method: 'POST',
      body: JSON.stringify({ primary: 'fail', fallback: 'fail' }),
    })
    expect(await control.json()).toEqual({ primary: 'fail', fallback: 'fail' })
    expect((await fetch(list.primaryUrl)).status).toBe(500)
    expect((await fetch(list.fallbackUrl)).status).toBe(500)
  })

  test('args: tokens passed in are served instead', async () => {
    const custom = await startSolanaTokenList({ port: await findFreePortBase(1), tokens: [] })
    try {
      expect(((await (await fetch(custom.primaryUrl)).json()) as TokenListBody).tokens).toEqual([])
    } finally {
      await custom.stop()
    }
  })

  test('error: a bad control body is a 400 and changes nothing; unknown paths are 404', async () => {
    const control = await fetch(`${list.url}/control`, {
      method: 'POST',
      body: JSON.stringify({ primary: 'explode' }),
    })
    expect(control.status).toBe(400)
    expect((await fetch(list.primaryUrl)).status).toBe(200)
    expect((await fetch(`${list.url}/tokens.json`)).status).toBe(404)
  })
})
