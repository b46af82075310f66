import { createTestEngine, wireErrorOf } from '@tessera/engine/testing'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'

const token: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const watch = (type: unknown, options: Record<string, unknown> = { address: token }) => ({
  id: 1,
  method: 'wallet_watchAsset',
  params: { type, options },
})
const codeOf = async (answer: Promise<unknown>) => (await wireErrorOf(answer)).data.code

describe('wallet_watchAsset', () => {
  test.each(['erc20', 'ERC20', 'erc721', 'ERC1155'])(
    'args: V-037 type %s is accepted (the checks move on to the contract)',
    async (type) => {
      const { engine } = createTestEngine()
      const answer = engine.request(watch(type, { address: token, tokenId: '1' }))
      expect(['W-144', 'W-145']).toContain(await codeOf(answer))
    },
  )

  test('error: V-038 another type → Asset of type {type} not supported', async () => {
    const { engine } = createTestEngine()
    expect(await wireErrorOf(engine.request(watch('erc777')))).toEqual({
      code: -32602,
      message: "Asset of type 'erc777' not supported",
      data: { code: 'invalid_params' },
    })
  })

  test('error: V-039 X-045 a token without contract address → W-141', async () => {
    const { engine } = createTestEngine()
    expect(await codeOf(engine.request(watch('erc20', {})))).toBe('W-141')
  })

  test('error: V-045 an NFT without tokenId → W-141', async () => {
    const { engine } = createTestEngine()
    expect(await codeOf(engine.request(watch('erc721', { address: token })))).toBe('W-141')
  })

  test('error: V-040 V-046 X-046 an asset already added → W-142', async () => {
    const stored = {
      networkId: 'eip155:1',
      type: 'erc20',
      address: token,
      symbol: 'USDC',
      decimals: 6,
      image: null,
    } as const
    const { engine } = createTestEngine({ assets: { load: () => [stored], save: () => {} } })
    expect(await codeOf(engine.request(watch('erc20', { address: token.toLowerCase() })))).toBe(
      'W-142',
    )
  })

  test('error: V-041 V-047 X-047 off mainnet, an Ethereum-mainnet asset → W-143', async () => {
    // USDC is in the chain-1 catalogue (SPEC §3), which tells an Ethereum-mainnet asset.
    const { engine } = createTestEngine({ selectedNetworkId: 'eip155:137' })
    expect(await codeOf(engine.request(watch('erc20')))).toBe('W-143')
    expect(await codeOf(engine.request(watch('erc721', { address: token, tokenId: 7 })))).toBe(
      'W-143',
    )
  })

  test('behavior: V-042 on mainnet the belongs-to-mainnet check is skipped', async () => {
    const { engine } = createTestEngine()
    expect(await codeOf(engine.request(watch('erc20')))).toBe('W-144') // the contract read is next
  })
})
