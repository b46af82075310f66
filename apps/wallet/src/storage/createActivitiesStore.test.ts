import type { Address } from 'viem'
import { describe, expect, test } from 'vitest'
import { activityFixtures } from '../screens/testing/fixtures.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createActivitiesStore } from './createActivitiesStore.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

const alice: Address = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const bob: Address = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2'

function storeFor(backend: StorageBackend, address: Address) {
  const local = createScopedStorage<LocalStorageKeys>({
    appId: 'c'.repeat(40),
    backend: () => backend,
    onFallback: () => undefined,
  })
  return { local, store: createActivitiesStore({ local, address }) }
}

const onDevnet = { ...activityFixtures[2], chainId: 31337, date: Date.UTC(2026, 10, 22) }

describe('createActivitiesStore', () => {
  test('default: a reload keeps the history of an address, per chain, newest first', () => {
    const backend = createMemoryStorage()
    storeFor(backend, alice).store.save([onDevnet, ...activityFixtures])
    expect(storeFor(backend, alice).store.load()).toEqual([onDevnet, ...activityFixtures])
    expect(storeFor(backend, bob).store.load()).toEqual([])
    expect(
      Object.keys(storeFor(backend, alice).local.get('activities')?.[alice.toLowerCase()] ?? {}),
    ).toEqual(['1', '31337'])
  })

  test('behavior: N-014 the NFT of a Send is kept across a reload', () => {
    const backend = createMemoryStorage()
    const nftSend = {
      ...onDevnet,
      transaction: { ...onDevnet.transaction, amount: '2' },
      nft: {
        type: 'erc1155' as const,
        address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const,
        tokenId: '1',
        collectionName: 'Tessera Badges',
        name: 'Tessera Badges #1',
        image: null,
      },
    }
    storeFor(backend, alice).store.save([nftSend])
    expect(storeFor(backend, alice).store.load()).toEqual([nftSend])
  })

  test('behavior: an entry that does not parse is dropped, the others stay', () => {
    const backend = createMemoryStorage()
    const { local, store } = storeFor(backend, alice)
    const [failed, pending, sent] = activityFixtures
    local.set('activities', {
      [alice.toLowerCase()]: {
        '1': [
          { ...failed, status: 'Lost' },
          pending,
          { ...sent, txHash: '0x12' },
          { ...sent, transaction: { ...sent.transaction, fee: '-1' } },
          { ...sent, address: { from: 'nobody', to: null } },
          'junk',
        ],
      },
    })
    expect(store.load()).toEqual([pending])
  })
})
