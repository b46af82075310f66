import type {
  ChainAdapter,
  FamilyContext,
  NetworkId,
  Nft,
  NftKey,
  WatchedNft,
} from '@tessera/chains'
import { hasNftDetails, isNft } from '@tessera/chains'
import { WalletError } from '@tessera/errors'
import { editNftDetails, type NftDetailsForm } from './editNftDetails.js'

/** The NFT tab's manual add form as typed (SPEC §2 /nfts/add). */
export type NftForm = { readonly address: string; readonly tokenId: string }

/** The user's own NFTs on the NFT tab (SPEC §2 /nfts…), kept in the engine's AssetBook. */
export type UserNfts = {
  /** The NFTs held on the network, oldest first; the same array until they change. */
  list(networkId: NetworkId): readonly Nft[]
  /** Calls `listener` whenever the user's assets change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /**
   * SPEC §2 manual add on the selected network: W-141 (a field empty), W-144 (no address), W-127
   * (no such token), W-142 (added), W-143 (Ethereum mainnet collection), W-112 (no NFT
   * standard), W-113 (not owned: SPEC §5), W-147 (metadata). The NFT added.
   */
  add(form: NftForm): Promise<Nft>
  /**
   * SPEC §2 /nfts/manage: deletes it from the user's list ('NFT deleted'); one not listed is
   * logged only (SPEC §8: 'Could not find the relevant NFT').
   */
  remove(nft: NftKey): void
  /**
   * SPEC §2 /nfts/select: of the NFTs on the network, those in `shown` are listed and the others
   * hidden (`hidden`); hidden ones stay known, so a refresh or the indexer does not add them again.
   */
  select(networkId: NetworkId, shown: readonly NftKey[]): void
  /**
   * SPEC §2 /nfts/edit: saves the user's name, collection, description and image of an NFT they
   * added; W-132 (a required field empty), `invalid_params` (image URL), `operation_not_supported`
   * (found by the indexer), W-146 (not in the list). The NFT as saved.
   */
  edit(nft: NftKey, form: NftDetailsForm): Nft
  /**
   * SPEC §4: reads the ownership of every NFT on the selected network again; those no longer
   * owned leave the list, an ERC-1155 keeps its new balance. One the node cannot read stays.
   * With an NFT indexer, the NFTs it finds there that are not listed yet join first
   * (autodetected; the indexer failing is logged only).
   */
  refresh(): Promise<void>
  /**
   * An NFT indexer (SPEC §7), or on Solana the chain itself (N-020), finds the user's NFTs on
   * `refresh`: worth a refresh on opening.
   */
  readonly hasIndexer: boolean
}

/** The UserNfts of an engine, beside wallet_watchAsset's NFTs in its AssetBook. */
export function createUserNfts(
  adapter: ChainAdapter,
  context: FamilyContext,
  options: { readonly onSilentError: (error: WalletError) => void },
): UserNfts {
  const { assets, networks } = context
  const familyNfts = () => {
    if (!adapter.nfts) throw new WalletError('operation_not_supported')
    return adapter.nfts
  }
  /**
   * Adds what the indexer finds on the network and the user's list lacks (SPEC §7, N-001); one it
   * found before without details (its metadata fetch failed) takes them when found with (N-020).
   */
  const detect = async (networkId: NetworkId) => {
    const found = await familyNfts()
      .findOwned(context, networks.require(networkId))
      .catch((error: unknown) => {
        options.onSilentError(
          new WalletError('W-147', { details: 'NFT indexer unavailable', cause: error }),
        )
        return [] as readonly WatchedNft[]
      })
    for (const nft of found) {
      const listed = { ...nft, networkId }
      if (!assets.has(listed)) {
        assets.add(listed)
        continue
      }
      const stored = list(networkId).find(isKey(listed))
      if (stored?.autodetected && !hasNftDetails(stored) && hasNftDetails(listed)) {
        assets.replace(stored.hidden ? { ...listed, hidden: true } : listed)
        continue
      }
      // SPEC §8 silent list: one the user added by hand is logged only, once per engine.
      const key = `${networkId} ${nft.address} ${nft.tokenId}`
      const isByHand = list(networkId).some((entry) => isKey(listed)(entry) && !entry.autodetected)
      if (!isByHand || loggedAsExisting.has(key)) continue
      loggedAsExisting.add(key)
      options.onSilentError(new WalletError('W-142', { details: 'NFT already exists' }))
    }
  }
  /** The NFTs added by hand that the indexer also found, logged so already. */
  const loggedAsExisting = new Set<string>()
  const lists = new Map<NetworkId, readonly Nft[]>()
  assets.subscribe(() => lists.clear())
  const list = (networkId: NetworkId) => {
    const cached = lists.get(networkId) ?? assets.list(networkId).filter(isNft)
    lists.set(networkId, cached)
    return cached
  }
  const isKey = (key: NftKey) => (nft: NftKey) =>
    nft.tokenId === key.tokenId && adapter.isSameAddress(nft.address, key.address)
  return {
    list,
    hasIndexer: adapter.nfts?.findsOwned(context.services) ?? false,
    subscribe: assets.subscribe,
    add: async (form) => {
      const network = networks.selected()
      const nft: Nft = {
        ...(await familyNfts().read(context, network, form)),
        networkId: network.id,
      }
      assets.add(nft)
      context.emit({ type: 'assetsChanged' })
      return nft
    },
    remove: (nft) => {
      // SPEC §8 silent list: one no longer listed (a refresh dropped it) is logged only.
      if (!list(nft.networkId).some(isKey(nft)))
        return options.onSilentError(
          new WalletError('W-146', { details: 'Could not find the relevant NFT' }),
        )
      assets.remove(nft)
      context.emit({ type: 'assetsChanged' })
    },
    select: (networkId, shown) => {
      for (const nft of list(networkId)) {
        const isShown = shown.some(isKey(nft))
        if (isShown === !nft.hidden) continue
        const { hidden: _, ...listed } = nft
        assets.replace(isShown ? listed : { ...listed, hidden: true })
      }
      context.emit({ type: 'assetsChanged' })
    },
    edit: (key, form) => {
      const nft = list(key.networkId).find(isKey(key))
      if (!nft) throw new WalletError('W-146', { details: 'not in the NFT list' })
      const edited = editNftDetails(nft, form)
      assets.replace(edited)
      context.emit({ type: 'assetsChanged' })
      return edited
    },
    refresh: async () => {
      if (!adapter.nfts) return
      const network = networks.selected()
      await detect(network.id)
      const balances = await Promise.all(
        list(network.id).map(async (nft) => ({
          nft,
          balance: await familyNfts()
            .balanceOf(context, network, nft)
            .catch(() => undefined), // unreadable now: kept as it is
        })),
      )
      for (const { nft, balance } of balances) {
        if (balance === undefined || balance === nft.balance) continue
        if (balance === null || balance === 0n) assets.remove(nft)
        else assets.replace({ ...nft, balance })
      }
      context.emit({ type: 'assetsChanged' })
    },
  }
}
