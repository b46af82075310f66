import type { Activity, ActivityOrder } from '@tessera/engine'
import { testOrderActivity } from '@tessera/engine/testing'
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

  test('behavior: N-020 the Solana mpl NFT of a Send is kept across a reload', () => {
    const backend = createMemoryStorage()
    const signature =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    const nftSend: Activity = {
      ...onDevnet,
      networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      txHash: signature,
      explorerUrl: null,
      transaction: { ...onDevnet.transaction, hash: signature, amount: '1' },
      address: {
        from: 'FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy',
        to: 'BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9',
      },
      customToken: null,
      nft: {
        type: 'mpl',
        address: '5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY',
        tokenId: '0',
        collectionName: 'Tiles',
        name: 'Tile #7',
        image: null,
      },
    }
    storeFor(backend, alice).store.save([nftSend])
    expect(storeFor(backend, alice).store.load()).toEqual([nftSend])
  })

  test('S-011, S-020: a Cancelled transaction and the Cancel that replaced it, or failed to, are kept across a reload', () => {
    const backend = createMemoryStorage()
    const cancelled: Activity = { ...onDevnet, status: 'Cancelled' }
    const cancel: Activity = {
      ...onDevnet,
      operation: 'Cancel',
      txHash: `0x${'c1'.repeat(32)}`,
      transaction: { ...onDevnet.transaction, hash: `0x${'c1'.repeat(32)}`, amount: '0' },
      status: 'Success',
      cancels: onDevnet.txHash,
    }
    const tooLate: Activity = {
      ...cancel,
      txHash: `0x${'c2'.repeat(32)}`,
      transaction: { ...cancel.transaction, hash: `0x${'c2'.repeat(32)}` },
      status: 'Failed',
      failureReason: 'minedBeforeCancel',
    }
    storeFor(backend, alice).store.save([cancel, tooLate, cancelled])
    expect(storeFor(backend, alice).store.load()).toEqual([cancel, tooLate, cancelled])
    // A Cancel that does not name what it cancels is dropped.
    storeFor(backend, alice).store.save([{ ...cancel, cancels: 'nothing' }, cancelled])
    expect(storeFor(backend, alice).store.load()).toEqual([cancelled])
    // A failure reason is only of a Failed Cancel.
    storeFor(backend, alice).store.save([
      { ...cancel, failureReason: 'minedBeforeCancel' },
      { ...cancelled, status: 'Failed', failureReason: 'minedBeforeCancel' },
      tooLate,
    ])
    expect(storeFor(backend, alice).store.load()).toEqual([tooLate])
  })

  test('#20 a Buy in progress and a delivered one are kept across a reload; a malformed one is dropped', () => {
    const backend = createMemoryStorage()
    const inProgress = testOrderActivity('Buy', 'order-1', {
      status: 'Processing',
      date: Date.UTC(2026, 10, 23),
    })
    const hash = `0x${'ab'.repeat(32)}`
    const delivered: Activity = {
      ...inProgress,
      txHash: hash,
      transaction: { ...inProgress.transaction, hash },
      status: 'Refunded',
      date: Date.UTC(2026, 10, 22),
      order: { ...(inProgress.order as ActivityOrder), orderId: 'order-2' },
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

  test('S-022, S-025: a Sell with its token (sellDetails) keeps across a reload, Unapproved or Approved; a bad token contract is dropped', () => {
    const backend = createMemoryStorage()
    const hash = `0x${'cd'.repeat(32)}`
    const unapproved = testOrderActivity('Sell', 'sell-1', { date: Date.UTC(2026, 10, 23) })
    const approved: Activity = {
      ...unapproved,
      txHash: hash,
      transaction: { ...unapproved.transaction, hash },
      status: 'Approved',
      date: Date.UTC(2026, 10, 22),
      order: { ...(unapproved.order as ActivityOrder), orderId: 'sell-2' },
    }
    const badToken = {
      ...unapproved,
      order: {
        ...(unapproved.order as ActivityOrder),
        crypto: { amount: '1', currency: 'X', contractAddress: 'nope', decimals: 6 },
      },
    }
    storeFor(backend, alice).store.save([unapproved, approved, badToken])
    expect(storeFor(backend, alice).store.load()).toEqual([unapproved, approved])
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
