import type { WatchedAsset } from '@tessera/chains'
import { evmNetworkId } from '@tessera/chains/evm'
import { describe, expect, test } from 'vitest'
import { createTestEngine } from '../testing/createTestEngine.js'

const mainnet = evmNetworkId(1)
const polygon = evmNetworkId(137)

const usdc = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  name: 'USDCoin',
  logo: 'USDC.svg',
} as const
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  )

describe('createUserTokens', () => {
  test('default: T-005 an added token is listed on its network only, and assetsChanged is told', async () => {
    let stored: readonly WatchedAsset[] = []
    const assets = { load: () => [], save: (list: readonly WatchedAsset[]) => (stored = list) }
    const { engine, events } = createTestEngine({ assets })
    await engine.tokens.add(usdc)
    expect(engine.tokens.list(mainnet)).toEqual([usdc])
    expect(engine.tokens.list(polygon)).toEqual([])
    const { logo, ...described } = usdc
    expect(stored).toEqual([{ type: 'erc20', networkId: mainnet, ...described, image: logo }])
    expect(events).toEqual([{ type: 'assetsChanged' }])
  })

  test("error: T-013 X-046 adding it again → W-142 'Token already added'", async () => {
    const { engine } = createTestEngine()
    await engine.tokens.add(usdc)
    expect(
      await codeOf(engine.tokens.add({ ...usdc, address: usdc.address.toLowerCase() as never })),
    ).toBe('W-142')
  })

  test('error: two adds at once (a double Save) store the token once; the second is W-142', async () => {
    const { engine } = createTestEngine({ selectedNetworkId: polygon })
    const token = { ...usdc, address: '0x00000000000000000000000000000000000000aa' } as const
    const codes = await Promise.all([
      codeOf(engine.tokens.add(token)),
      codeOf(engine.tokens.add(token)),
    ])
    expect(codes.toSorted()).toEqual(['W-142', 'no error'])
    expect(engine.tokens.list(polygon)).toHaveLength(1)
  })

  test('error: T-014 X-047 off mainnet, a mainnet catalogue token → W-143; on mainnet it is added', async () => {
    const { engine } = createTestEngine({ selectedNetworkId: polygon })
    expect(await codeOf(engine.tokens.add(usdc))).toBe('W-143')
    engine.networks.select(mainnet)
    expect(await codeOf(engine.tokens.add(usdc))).toBe('no error')
  })

  test('error: T-013 the lookup refuses a token already added before reading the chain', async () => {
    const { engine } = createTestEngine() // its RPC is unreachable: only the checks answer
    await engine.tokens.add(usdc)
    expect(await codeOf(engine.tokens.lookup(usdc.address))).toBe('W-142')
    expect(await codeOf(engine.tokens.lookup('0x12'))).toBe('W-115')
  })
})
