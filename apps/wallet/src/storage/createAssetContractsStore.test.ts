import { createAssetBook, type WatchedAsset } from '@tessera/engine'
import type { WalletError } from '@tessera/errors'
import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createAssetContractsStore } from './createAssetContractsStore.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

const appId = 'c'.repeat(40)
const alice: Address = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const bob: Address = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2'
const token: WatchedAsset = {
  type: 'erc20',
  chainId: 31_337,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'TUSD',
  decimals: 6,
  name: 'Tessera USD',
  image: null,
}
const nft: WatchedAsset = {
  type: 'erc1155',
  chainId: 31_338,
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
    const before = createAssetBook(storeFor(backend, alice))
    before.add(token)
    before.add(nft)
    const after = createAssetBook(storeFor(backend, alice))
    expect(after.list(31_337)).toEqual([token])
    expect(after.list(31_338)).toEqual([nft])
    expect(after.list(1)).toEqual([])
    expect(JSON.parse(backend.getItem(`${appId}:assetContracts`) ?? '').v).toEqual({
      [alice.toLowerCase()]: {
        '31337': [token],
        '31338': [{ ...nft, tokenId: (2n ** 70n).toString(), balance: '5' }],
      },
    })
  })

  test('behavior: H-030 another address has its own list, and adding to it keeps the first', () => {
    const backend = createMemoryStorage()
    createAssetBook(storeFor(backend, alice)).add(token)
    const bobs = createAssetBook(storeFor(backend, bob))
    expect(bobs.list(31_337)).toEqual([])
    bobs.add({ ...token, symbol: 'MINE' })
    expect(createAssetBook(storeFor(backend, alice)).list(31_337)).toEqual([token])
    expect(createAssetBook(storeFor(backend, bob)).list(31_337)).toMatchObject([{ symbol: 'MINE' }])
  })

  test('behavior: N-012, S-096 a removed NFT stays removed after a reload; the rest is kept', () => {
    const backend = createMemoryStorage()
    const before = createAssetBook(storeFor(backend, alice))
    before.add(nft)
    before.add({ ...nft, tokenId: 3n })
    before.add(token)
    before.remove(nft)
    const reloaded = createAssetBook(storeFor(backend, alice))
    expect(reloaded.list(31_338)).toEqual([{ ...nft, tokenId: 3n }])
    expect(reloaded.list(31_337)).toEqual([token])
  })

  test('behavior: two tabs adding at once keep both additions', () => {
    const backend = createMemoryStorage()
    const firstTab = createAssetBook(storeFor(backend, alice))
    const secondTab = createAssetBook(storeFor(backend, alice)) // opened before the first adds
    firstTab.add(token)
    secondTab.add(nft)
    const reloaded = createAssetBook(storeFor(backend, alice))
    expect(reloaded.list(31_337)).toEqual([token])
    expect(reloaded.list(31_338)).toEqual([nft])
  })

  test('behavior: an entry that does not parse is dropped, the others stay', () => {
    const backend = createMemoryStorage()
    const storage = pageLoad(backend)
    storage.set('assetContracts', {
      [alice.toLowerCase()]: {
        '31337': [
          { ...token, address: 'not an address' },
          token,
          { type: 'erc777' },
          { ...token, decimals: 1.5 },
          { ...token, chainId: -1 },
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
    const book = createAssetBook(toBook(createAssetContractsStore({ local, address: alice })))
    book.add(token)
    expect(book.list(31_337)).toEqual([token])
    expect(createAssetContractsStore({ local, address: alice }).load()).toEqual([token])
    expect(fallbacks.map((error) => error.code)).toEqual(['W-140'])
  })
})

function storeFor(backend: StorageBackend, address: Address) {
  return toBook(createAssetContractsStore({ local: pageLoad(backend), address }))
}

function toBook(store: ReturnType<typeof createAssetContractsStore>) {
  return { assets: store.load(), onChange: store.save }
}
