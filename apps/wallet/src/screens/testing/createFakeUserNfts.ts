import {
  type AssetStore,
  editNftDetails,
  type NetworkId,
  type Nft,
  type NftKey,
  type UserNfts,
} from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { isAddress } from 'viem'
import { mainnetTokenAddress } from './fixtures.js'
import { chainNfts, nftContracts } from './nftFixtures.js'

export type FakeUserNfts = UserNfts & {
  /** How often the screens asked for a refresh. */
  readonly calls: { refresh: number }
  /** The wallet no longer owns it (sent elsewhere): the next refresh takes it out. */
  loseOwnership(nft: NftKey): void
}

const sameNft = (a: NftKey) => (b: NftKey) =>
  a.networkId === b.networkId &&
  a.tokenId === b.tokenId &&
  a.address.toLowerCase() === b.address.toLowerCase()

/**
 * The engine's UserNfts for screen tests: the NFTs of `chainNfts`, kept in `store` (the wallet's
 * own per-app storage, so a reload finds them), the SPEC §8 refusals of the manual add as the
 * engine makes them (W-141, W-144, W-127, W-142, W-143, W-112, W-113), the engine's own edit
 * rules, and a refresh that drops what the wallet lost.
 */
export function createFakeUserNfts(
  selectedNetworkId: () => NetworkId,
  store: AssetStore,
): FakeUserNfts {
  let nfts = store.load().filter((asset): asset is Nft => asset.type !== 'erc20')
  const lost: NftKey[] = []
  const lists = new Map<NetworkId, readonly Nft[]>()
  const listeners = new Set<() => void>()
  const changed = (removed: readonly Nft[] = []) => {
    store.save(nfts, removed)
    lists.clear()
    for (const listener of listeners) listener()
  }
  const replace = (nft: Nft) => {
    nfts = nfts.map((entry) => (sameNft(nft)(entry) ? nft : entry))
  }
  const calls = { refresh: 0 }
  return {
    calls,
    hasIndexer: false,
    loseOwnership: (nft) => lost.push(nft),
    list(networkId) {
      const list = lists.get(networkId) ?? nfts.filter((nft) => nft.networkId === networkId)
      lists.set(networkId, list)
      return list
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async add(form) {
      const address = form.address.trim()
      const id = form.tokenId.trim()
      if (address === '' || id === '') throw new WalletError('W-141')
      if (!isAddress(address, { strict: false })) throw new WalletError('W-144')
      if (!/^\d+$/.test(id)) throw new WalletError('W-127')
      const key: NftKey = { networkId: selectedNetworkId(), address, tokenId: BigInt(id) }
      if (nfts.some(sameNft(key))) throw new WalletError('W-142')
      const isMainnet = key.networkId === 'eip155:1'
      if (!isMainnet && key.address.toLowerCase() === mainnetTokenAddress.toLowerCase())
        throw new WalletError('W-143')
      const found = chainNfts.find(sameNft(key))
      if (found) {
        nfts = [...nfts, found]
        changed()
        return found
      }
      if (key.address.toLowerCase() === nftContracts.badges.toLowerCase())
        throw new WalletError('W-113')
      if (key.address.toLowerCase() === nftContracts.tiles.toLowerCase())
        throw new WalletError('W-127')
      throw new WalletError('W-112')
    },
    remove(nft) {
      const removed = nfts.filter(sameNft(nft))
      nfts = nfts.filter((entry) => !removed.includes(entry))
      changed(removed)
    },
    select(networkId, shown) {
      for (const nft of nfts.filter((entry) => entry.networkId === networkId)) {
        const { hidden: _, ...listed } = nft
        replace(shown.some(sameNft(nft)) ? listed : { ...listed, hidden: true })
      }
      changed()
    },
    edit(key, form) {
      const nft = nfts.find(sameNft(key))
      if (!nft) throw new WalletError('W-146')
      const edited = editNftDetails(nft, form)
      replace(edited)
      changed()
      return edited
    },
    async refresh() {
      calls.refresh += 1
      const removed = nfts.filter((nft) => lost.some((key) => sameNft(key)(nft)))
      nfts = nfts.filter((nft) => !removed.includes(nft))
      changed(removed)
    },
  }
}
