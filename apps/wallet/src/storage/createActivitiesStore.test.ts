import type { Activity } from '@tessera/engine'
import { describe, expect, test } from 'vitest'
import { activityFixtures } from '../screens/testing/fixtures.js'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createMemoryStorage } from '../testing/createMemoryStorage.js'
import { createActivitiesStore } from './createActivitiesStore.js'
import { createScopedStorage, type StorageBackend } from './createScopedStorage.js'

const alice = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const bob = '0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2'

function storeFor(backend: StorageBackend, address: string) {
  const local = createScopedStorage<LocalStorageKeys>({
    appId: 'c'.repeat(40),
    backend: () => backend,
    onFallback: () => undefined,
  })
  return { local, store: createActivitiesStore({ local, address }) }
}

const onDevnet: Activity = {
  ...activityFixtures[2],
  networkId: 'eip155:31337',
  date: Date.UTC(2026, 10, 22),
}

describe('createActivitiesStore', () => {
  test('default: a reload keeps the history of an address, per chain, newest first', () => {
    const backend = createMemoryStorage()
    storeFor(backend, alice).store.save([onDevnet, ...activityFixtures])
    expect(storeFor(backend, alice).store.load()).toEqual([onDevnet, ...activityFixtures])
    expect(storeFor(backend, bob).store.load()).toEqual([])
    expect(
      Object.keys(
        storeFor(backend, alice).local.get('activities')?.[alice.toLowerCase()] ?? {},
      ).sort(),
    ).toEqual(['eip155:1', 'eip155:31337'])
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

  test('#20 a Buy in progress and a delivered one are kept across a reload; a malformed one is dropped', () => {
    const backend = createMemoryStorage()
    const order = {
      orderId: 'order-1',
      provider: 'transak' as const,
      crypto: { amount: '0.05', currency: 'ETH' },
      fiat: { amount: '150', currency: 'EUR', fee: '3.5' },
    }
    const inProgress: Activity = {
      networkId: 'eip155:1',
      operation: 'Buy',
      txHash: '',
      explorerUrl: null,
      transaction: {
        hash: '',
        amount: '0.05',
        nonce: null,
        gasLimit: null,
        gasPrice: null,
        gasUsed: null,
        data: null,
        fee: null,
      },
      status: 'Processing',
      date: Date.UTC(2026, 10, 23),
      address: { from: 'Transak', to: alice },
      customToken: null,
      order,
    }
    const hash = `0x${'ab'.repeat(32)}`
    const delivered: Activity = {
      ...inProgress,
      txHash: hash,
      transaction: { ...inProgress.transaction, hash },
      status: 'Refunded',
      date: Date.UTC(2026, 10, 22),
      order: { ...order, orderId: 'order-2' },
    }
    const notFromTransak = { ...delivered, address: { from: 'Elsewhere', to: alice } }
    const withoutOrder = ({ order: _, ...activity }: Activity): Activity => activity
    const sendWithoutHash: Activity = { ...withoutOrder(inProgress), operation: 'Send' }
    storeFor(backend, alice).store.save([
      inProgress,
      delivered,
      notFromTransak,
      withoutOrder(delivered),
      sendWithoutHash,
    ])
    expect(storeFor(backend, alice).store.load()).toEqual([inProgress, delivered])
  })

  test('behavior: a history stored before networks had CAIP-2 ids (by chain id) still loads', () => {
    const backend = createMemoryStorage()
    const { local, store } = storeFor(backend, alice)
    const legacy = ({ networkId, ...activity }: Activity) => ({
      ...activity,
      chainId: Number(networkId.slice('eip155:'.length)),
    })
    local.set('activities', {
      [alice.toLowerCase()]: {
        '1': activityFixtures.map(legacy),
        '31337': [legacy(onDevnet), { ...legacy(onDevnet), chainId: -1 }],
      },
    })
    expect(store.load()).toEqual([onDevnet, ...activityFixtures])
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
          { ...sent, address: { from: 'not an address', to: null } },
          { ...sent, networkId: 'eip155' },
          'junk',
        ],
      },
    })
    expect(store.load()).toEqual([pending])
  })

  test('error: #15 finding 7 a stored explorer link the wallet may not link to is dropped', () => {
    const backend = createMemoryStorage()
    const { store } = storeFor(backend, alice)
    const [, , sent] = activityFixtures
    store.save([{ ...sent, explorerUrl: 'javascript:alert(document.domain)' }])
    expect(storeFor(backend, alice).store.load()).toEqual([{ ...sent, explorerUrl: null }])
  })
})
