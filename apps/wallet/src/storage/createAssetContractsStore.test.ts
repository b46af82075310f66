import type { AssetStore, NetworkId, WatchedAsset } from '@tessera/engine'
import type { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createAssetContractsStore } from './createAssetContractsStore.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

const appId = 'c'.repeat(40)
const alice = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const bob = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2'
const devnet: NetworkId = 'eip155:31337'
const devnet2: NetworkId = 'eip155:31338'
const token: WatchedAsset = {
  type: 'erc20',
  networkId: devnet,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'TUSD',
  decimals: 6,
  name: 'Tessera USD',
  image: null,
}
const nft: WatchedAsset = {
  type: 'erc1155',
  networkId: devnet2,
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  tokenId: 2n ** 70n,
  collectionName: 'Badges',
  name: 'Badge',
  description: null,
  image: 'https://example.com/badge.png',
  animationUrl: null,
  attributes: [{ trait: 'Level', value: '3' }],
  tokenUrl: 'https://example.com/badge.json',
  balance: 5n,
  autodetected: true,
}

/** A page's storage over `backend`: each call is a fresh page load. */
function pageLoad(backend: StorageBackend, fallbacks: WalletError[] = []) {
  return createScopedStorage<LocalStorageKeys>({
    appId,
    backend: () => backend,
    onFallback: (error) => fallbacks.push(error),
  })
}

describe('createAssetContractsStore', () => {
  test('default: H-030 a reload keeps the added tokens and NFTs of an address, per chain (an NFT the indexer found stays marked so)', () => {
    const backend = createMemoryStorage()
    const before = bookOn(storeFor(backend, alice))
    before.add(token)
    before.add(nft)
    const after = bookOn(storeFor(backend, alice))
    expect(after.list(devnet)).toEqual([token])
    expect(after.list(devnet2)).toEqual([nft])
    expect(after.list('eip155:1')).toEqual([])
    expect(JSON.parse(backend.getItem(`${appId}:assetContracts`) ?? '').v).toEqual({
      [alice.toLowerCase()]: {
        [devnet]: [token],
        [devnet2]: [{ ...nft, tokenId: (2n ** 70n).toString(), balance: '5' }],
      },
    })
  })

  test('behavior: N-020 a Solana mpl NFT of a base58 wallet is kept across a reload, its mint as address', () => {
    const solanaWallet = 'FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy'
    const solanaDevnet: NetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const tile: WatchedAsset = {
      ...nft,
      type: 'mpl',
      networkId: solanaDevnet,
      address: '5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY',
      tokenId: 0n,
      balance: 1n,
    }
    const backend = createMemoryStorage()
    bookOn(storeFor(backend, solanaWallet)).add(tile)
    expect(bookOn(storeFor(backend, solanaWallet)).list(solanaDevnet)).toEqual([tile])
  })

  test('behavior: H-030 another address has its own list, and adding to it keeps the first', () => {
    const backend = createMemoryStorage()
    bookOn(storeFor(backend, alice)).add(token)
    const bobs = bookOn(storeFor(backend, bob))
    expect(bobs.list(devnet)).toEqual([])
    bobs.add({ ...token, symbol: 'MINE' })
    expect(bookOn(storeFor(backend, alice)).list(devnet)).toEqual([token])
    expect(bookOn(storeFor(backend, bob)).list(devnet)).toMatchObject([{ symbol: 'MINE' }])
  })

  test('behavior: N-012, S-096 a removed NFT stays removed after a reload; the rest is kept', () => {
    const backend = createMemoryStorage()
    const before = bookOn(storeFor(backend, alice))
    before.add(nft)
    before.add({ ...nft, tokenId: 3n })
    before.add(token)
    before.remove(nft)
    const reloaded = bookOn(storeFor(backend, alice))
    expect(reloaded.list(devnet2)).toEqual([{ ...nft, tokenId: 3n }])
    expect(reloaded.list(devnet)).toEqual([token])
  })

  test('behavior: #20 an NFT hidden by /nfts/select and its details edited by /nfts/edit stay so after a reload', () => {
    const backend = createMemoryStorage()
    const edited = { ...nft, name: 'My badge', image: null, hidden: true } as const
    bookOn(storeFor(backend, alice)).add(edited)
    expect(bookOn(storeFor(backend, alice)).list(devnet2)).toEqual([edited])
  })

  test('behavior: two tabs adding at once keep both additions', () => {
    const backend = createMemoryStorage()
    const firstTab = bookOn(storeFor(backend, alice))
    const secondTab = bookOn(storeFor(backend, alice)) // opened before the first adds
    firstTab.add(token)
    secondTab.add(nft)
    const reloaded = bookOn(storeFor(backend, alice))
    expect(reloaded.list(devnet)).toEqual([token])
    expect(reloaded.list(devnet2)).toEqual([nft])
  })

  test('behavior: H-030 tokens and NFTs stored before networks had CAIP-2 ids (by chain id) still load, and are kept by network id from the next change', () => {
    const backend = createMemoryStorage()
    const storedNft = { ...nft, tokenId: (2n ** 70n).toString(), balance: '5' }
    pageLoad(backend).set('assetContracts', {
      [alice.toLowerCase()]: { '31337': [legacy(token)], '31338': [legacy(storedNft as never)] },
    } as never)
    const book = bookOn(storeFor(backend, alice))
    expect(book.list(devnet)).toEqual([token])
    expect(book.list(devnet2)).toEqual([nft])
    book.remove(nft)
    expect(JSON.parse(backend.getItem(`${appId}:assetContracts`) ?? '').v).toEqual({
      [alice.toLowerCase()]: { [devnet]: [token] },
    })
  })

  test('behavior: an entry that does not parse is dropped, the others stay', () => {
    const backend = createMemoryStorage()
    const storage = pageLoad(backend)
    storage.set('assetContracts', {
      [alice.toLowerCase()]: {
        [devnet]: [
          { ...token, address: 'not an address' },
          token,
          { type: 'erc777' },
          { ...token, decimals: 1.5 },
          { ...token, networkId: 'eip155' },
          { ...legacy(token), chainId: -1 },
        ] as never,
      },
    })
    expect(createAssetContractsStore({ local: storage, address: alice }).load()).toEqual([token])
  })

  test('error: W-140 without working storage the book still works, in memory', () => {
    const fallbacks: WalletError[] = []
    const broken: StorageBackend = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    const local = pageLoad(broken, fallbacks)
    const book = bookOn(createAssetContractsStore({ local, address: alice }))
    book.add(token)
    expect(book.list(devnet)).toEqual([token])
    expect(createAssetContractsStore({ local, address: alice }).load()).toEqual([token])
    expect(fallbacks.map((error) => error.code)).toEqual(['W-140'])
  })
})

function storeFor(backend: StorageBackend, address: string) {
  return createAssetContractsStore({ local: pageLoad(backend), address })
}

/** An asset as the wallet stored it before networks had CAIP-2 ids: under its chain id number. */
function legacy({ networkId, ...asset }: WatchedAsset) {
  return { ...asset, chainId: Number(networkId.slice('eip155:'.length)) }
}

/**
 * The store as the engine's asset book uses it (`AssetStore`): loaded once when the engine
 * starts, then told the whole list after every change, with what left it.
 */
function bookOn(store: AssetStore) {
  let assets = store.load()
  const isAsset = (key: WatchedAsset) => (asset: WatchedAsset) =>
    asset.networkId === key.networkId &&
    asset.address === key.address &&
    (asset.type === 'erc20' || key.type === 'erc20'
      ? asset.type === key.type
      : asset.tokenId === key.tokenId)
  return {
    list: (networkId: NetworkId) => assets.filter((asset) => asset.networkId === networkId),
    add(asset: WatchedAsset) {
      assets = [...assets, asset]
      store.save(assets, [])
    },
    remove(key: WatchedAsset) {
      const removed = assets.filter(isAsset(key))
      assets = assets.filter((asset) => !removed.includes(asset))
      store.save(assets, removed)
    },
  }
}
