import type { WatchedAsset } from '@tessera/chains'
import { evmAdapter, evmNetworkId } from '@tessera/chains/evm'
import { describe, expect, test } from 'vitest'
import { type CreateAssetBookParameters, createAssetBook } from './createAssetBook.js'

const mainnet = evmNetworkId(1)
const polygon = evmNetworkId(137)
/** A book of the EVM family, whose addresses match in any letter case. */
const evmBook = (parameters: Omit<CreateAssetBookParameters, 'isSameAddress'> = {}) =>
  createAssetBook({ ...parameters, isSameAddress: evmAdapter.isSameAddress })

const usdc: WatchedAsset = {
  type: 'erc20',
  networkId: mainnet,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
  image: null,
}
const tile: WatchedAsset = {
  type: 'erc721',
  networkId: polygon,
  address: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',
  tokenId: 7n,
  collectionName: 'Tiles',
  name: null,
  description: null,
  image: null,
  animationUrl: null,
  attributes: [],
  tokenUrl: 'https://tiles.example/7.json',
  balance: 1n,
}

describe('createAssetBook', () => {
  test('default: starts from the given assets and lists them per network', () => {
    const book = evmBook({ assets: [usdc, tile] })
    expect(book.list(mainnet)).toEqual([usdc])
    expect(book.list(polygon)).toEqual([tile])
    expect(book.list(evmNetworkId(56))).toEqual([])
  })

  test('behavior: each add tells onChange the whole list, to store it', () => {
    const stored: (readonly WatchedAsset[])[] = []
    const book = evmBook({ assets: [usdc], onChange: (assets) => stored.push(assets) })
    book.add(tile)
    expect(stored).toEqual([[usdc, tile]])
  })

  test('error: an asset already there is W-142 and nothing changes', () => {
    const stored: (readonly WatchedAsset[])[] = []
    const book = evmBook({
      assets: [usdc, tile],
      onChange: (assets) => stored.push(assets),
    })
    expect(() => book.add({ ...usdc, address: usdc.address.toLowerCase() as never })).toThrow(
      expect.objectContaining({ code: 'W-142' }),
    )
    expect(() => book.add(tile)).toThrow(expect.objectContaining({ code: 'W-142' }))
    book.add({ ...tile, tokenId: 8n })
    expect(book.list(mainnet)).toEqual([usdc])
    expect(book.list(polygon)).toHaveLength(2)
    expect(stored).toHaveLength(1)
  })

  test('behavior: N-012, S-085 remove and replace change one NFT and tell onChange what left', () => {
    const changes: [number, number][] = []
    const book = evmBook({
      assets: [usdc, tile, { ...tile, tokenId: 8n }],
      onChange: (assets, removed) => changes.push([assets.length, removed.length]),
    })
    book.replace({ ...tile, tokenId: 8n, balance: 3n })
    book.remove({ networkId: polygon, address: tile.address, tokenId: 7n })
    book.remove({ networkId: polygon, address: tile.address, tokenId: 9n })
    book.replace({ ...tile, tokenId: 9n })
    expect(book.list(polygon)).toEqual([{ ...tile, tokenId: 8n, balance: 3n }])
    expect(book.list(mainnet)).toEqual([usdc])
    expect(changes).toEqual([
      [3, 0],
      [2, 1],
    ])
  })

  test('behavior: has() matches the network, any letter case, and the NFT token id', () => {
    const book = evmBook({ assets: [usdc, tile] })
    expect(book.has({ networkId: mainnet, address: usdc.address.toLowerCase() as never })).toBe(
      true,
    )
    expect(book.has({ networkId: polygon, address: usdc.address })).toBe(false)
    expect(book.has({ networkId: polygon, address: tile.address, tokenId: 7n })).toBe(true)
    expect(book.has({ networkId: polygon, address: tile.address, tokenId: 8n })).toBe(false)
  })
})
