import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WalletError } from '@tessera/errors'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fetchSolanaTokenList } from './fetchSolanaTokenList.js'

type Behavior = 'serve' | 'fail' | 'empty' | 'garbage'
const mirrors: Record<'primary' | 'fallback', Behavior> = { primary: 'serve', fallback: 'serve' }
const requested: string[] = []
const token = (symbol: string) => ({
  chainId: 103,
  address: '5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY',
  symbol,
  name: `${symbol} token`,
  decimals: 6,
  logoURI: 'https://tokens.example/logo.svg',
})

const server = createServer((request, response) => {
  const mirror = request.url === '/primary' ? 'primary' : 'fallback'
  requested.push(mirror)
  const behavior = mirrors[mirror]
  if (behavior === 'fail') return void response.writeHead(500).end('{"error":"down"}')
  if (behavior === 'garbage') return void response.writeHead(200).end('<html>')
  const tokens = behavior === 'empty' ? [] : [token(mirror === 'primary' ? 'ONE' : 'TWO')]
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ name: 'Solana Token List', tokens }))
})
let urls: string[] = []

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  urls = [`${base}/primary`, `${base}/fallback`]
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  mirrors.primary = 'serve'
  mirrors.fallback = 'serve'
  requested.length = 0
})

const detailsOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof WalletError ? `${error.code} ${error.details}` : error),
  )

describe('fetchSolanaTokenList', () => {
  test('default: C-025 the first mirror’s tokens; the fallback is not asked', async () => {
    const tokens = await fetchSolanaTokenList({ urls })
    expect(tokens.map((entry) => entry.symbol)).toEqual(['ONE'])
    expect(requested).toEqual(['primary'])
  })

  test.each<Behavior>(['fail', 'garbage'])(
    'behavior: C-025 the first mirror answering %s, the fallback’s tokens',
    async (behavior) => {
      mirrors.primary = behavior
      const tokens = await fetchSolanaTokenList({ urls })
      expect(tokens.map((entry) => entry.symbol)).toEqual(['TWO'])
      expect(requested).toEqual(['primary', 'fallback'])
    },
  )

  test('error: X-068 both mirrors failing → W-147 Failed to fetch token list', async () => {
    mirrors.primary = 'fail'
    mirrors.fallback = 'fail'
    expect(await detailsOf(fetchSolanaTokenList({ urls }))).toBe('W-147 Failed to fetch token list')
  })

  test('error: X-068 an unreachable mirror counts as failing', async () => {
    mirrors.fallback = 'fail'
    expect(
      await detailsOf(fetchSolanaTokenList({ urls: ['http://127.0.0.1:9/', urls[1] ?? ''] })),
    ).toBe('W-147 Failed to fetch token list')
  })

  test('error: X-067 a list without tokens → W-147 Token list is empty', async () => {
    mirrors.primary = 'empty'
    expect(await detailsOf(fetchSolanaTokenList({ urls }))).toBe('W-147 Token list is empty')
    expect(requested).toEqual(['primary'])
  })
})
