import type { Nft, WatchedAsset } from '@tessera/chains'
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

  test('behavior: #20 R-018 select hides the NFTs left out, keeps them known and stored, and shows them again', () => {
    const saved: (readonly WatchedAsset[])[] = []
    const other = { ...tile, tokenId: 8n }
    const { engine } = createTestEngine({
      assets: { load: () => [tile, other], save: (assets) => saved.push(assets) },
    })
    engine.nfts.select(tile.networkId, [{ ...other, address: other.address.toLowerCase() }])
    expect(engine.nfts.list(tile.networkId)).toEqual([{ ...tile, hidden: true }, other])
    expect(saved.at(-1)).toEqual([{ ...tile, hidden: true }, other])
    engine.nfts.select(tile.networkId, [tile, other])
    expect(engine.nfts.list(tile.networkId)).toEqual([tile, other])
  })

  test('behavior: #20 R-021 edit saves the trimmed name, collection, description and image of a user-added NFT', () => {
    const saved: (readonly WatchedAsset[])[] = []
    const { engine } = createTestEngine({
      assets: { load: () => [tile], save: (assets) => saved.push(assets) },
    })
    const edited = engine.nfts.edit(tile, {
      name: ' My tile ',
      collectionName: 'Tiles',
      description: ' Mine. ',
      image: 'https://tiles.example/mine.png',
    })
    const expected = {
      ...tile,
      name: 'My tile',
      description: 'Mine.',
      image: 'https://tiles.example/mine.png',
    }
    expect(edited).toEqual(expected)
    expect(engine.nfts.list(tile.networkId)).toEqual([expected])
    expect(saved.at(-1)).toEqual([expected])
  })

  test('error: #20 edit refuses W-132 (name or collection empty), a bad image URL, an indexer NFT, an unknown NFT; nothing saved', () => {
    const found = { ...tile, tokenId: 9n, autodetected: true } as const
    const saved: unknown[] = []
    const { engine } = createTestEngine({
      assets: { load: () => [tile, found], save: (assets) => saved.push(assets) },
    })
    const form = { name: 'Tile', collectionName: 'Tiles', description: '', image: '' }
    const refusal = (nft: Nft, changes: Partial<typeof form>) => {
      try {
        engine.nfts.edit(nft, { ...form, ...changes })
        return 'saved'
      } catch (error) {
        return `${(error as WalletError).code}: ${(error as WalletError).shortMessage}`
      }
    }
    expect(refusal(tile, { name: ' ' })).toBe('W-132: Please fill all values')
    expect(refusal(tile, { collectionName: '' })).toBe('W-132: Please fill all values')
    expect(refusal(tile, { image: 'javascript:alert(1)' })).toBe(
      'invalid_params: Invalid image URL',
    )
    expect(refusal(tile, { image: 'tiles.example/1.png' })).toBe(
      'invalid_params: Invalid image URL',
    )
    // N-020 isNftMediaUrl: http only on this machine, as the page's CSP loads it.
    expect(refusal(tile, { image: 'http://tiles.example/1.png' })).toBe(
      'invalid_params: Invalid image URL',
    )
    expect(refusal(found, {})).toBe('operation_not_supported: Operation not supported')
    expect(refusal({ ...tile, tokenId: 10n }, {})).toBe('W-146: Invalid token')
    expect(saved).toEqual([])
    expect(engine.nfts.list(tile.networkId)).toEqual([tile, found])
  })
})
