import type { Nft } from '@tessera/chains'
import { evmNetworkId } from '@tessera/chains/evm'
import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { createTestEngine } from '../testing/createTestEngine.js'

const tile: Nft = {
  type: 'erc721',
  networkId: evmNetworkId(1),
  address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',
  tokenId: 7n,
  collectionName: 'Tiles',
  name: 'Tile #7',
  description: null,
  image: null,
  animationUrl: null,
  attributes: [],
  tokenUrl: 'https://tiles.example/7.json',
  balance: 1n,
}

describe('createUserNfts', () => {
  test('behavior: S-085 a refresh the node cannot answer keeps every NFT', async () => {
    const { engine } = createTestEngine({ assets: { load: () => [tile], save: () => undefined } })
    await engine.nfts.refresh()
    expect(engine.nfts.list(tile.networkId)).toEqual([tile])
  })

  test('error: a node that does not answer is not taken for an unsupported NFT (W-112)', async () => {
    const { engine } = createTestEngine()
    const failure = await engine.nfts
      .add({ address: tile.address, tokenId: '8' })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(WalletError)
  })

  test('error: the form is checked before the chain is asked: W-141, W-144, W-127, W-142', async () => {
    const { engine } = createTestEngine({ assets: { load: () => [tile], save: () => undefined } })
    const codeOf = (address: string, tokenId: string) =>
      engine.nfts.add({ address, tokenId }).catch((error: { code: string }) => error.code)
    expect(await codeOf(' ', '1')).toBe('W-141')
    expect(await codeOf(tile.address, '')).toBe('W-141')
    expect(await codeOf('0x12', '1')).toBe('W-144')
    expect(await codeOf(tile.address, '-1')).toBe('W-127')
    expect(await codeOf(tile.address.toLowerCase(), '7')).toBe('W-142')
  })
})
