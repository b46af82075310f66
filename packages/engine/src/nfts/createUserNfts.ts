import { WalletError } from '@tessera/errors'
import { ethereumMainnetChainId } from '@tessera/protocol'
import type { Address } from 'viem'
import { readAssetAddress } from '../methods/evm/watchAsset/readAssetAddress.js'
import { readNftAsset, readOwnedBalance } from '../methods/evm/watchAsset/readNftAsset.js'
import { readTokenId } from '../methods/evm/watchAsset/readTokenId.js'
import {
  fetchNftsByOwner,
  type IndexedNft,
  type NftIndexerConfig,
} from '../nftIndexer/fetchNftsByOwner.js'
import type { EngineContext } from '../requests/MethodRow.js'
import { detectNftType } from './detectNftType.js'
import { isNft, type Nft, type NftKey } from './Nft.js'

/** The NFT tab's manual add form as typed (SPEC §2 /nfts/add). */
export type NftForm = { readonly address: string; readonly tokenId: string }

/** The user's own NFTs on the NFT tab (SPEC §2 /nfts…), kept in the engine's AssetBook. */
export type UserNfts = {
  /** The NFTs held on `chainId`, oldest first; the same array until they change. */
  list(chainId: number): readonly Nft[]
  /** Calls `listener` whenever the user's assets change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /**
   * SPEC §2 manual add on the selected chain: W-141 (a field empty), W-144 (no address), W-127
   * (no token id, or an ERC-721 id that does not exist), W-142 (added), W-143 (Ethereum mainnet
   * collection), W-112 (neither ERC-721 nor ERC-1155 by ERC-165), W-113 (not owned: SPEC §5),
   * W-147 (metadata). The NFT added.
   */
  add(form: NftForm): Promise<Nft>
  /** SPEC §2 /nfts/manage: deletes it from the user's list ('NFT deleted'). */
  remove(nft: NftKey): void
  /**
   * SPEC §4: reads the ownership of every NFT on the selected chain again; those no longer owned
   * leave the list, an ERC-1155 keeps its new balance. One the node cannot read stays. With an
   * NFT indexer, the NFTs it finds there that are not listed yet join first (autodetected; the
   * indexer failing is logged only).
   */
  refresh(): Promise<void>
  /** An NFT indexer finds the user's NFTs on `refresh` (SPEC §7): worth a refresh on opening. */
  readonly hasIndexer: boolean
}

export type UserNftsOptions = {
  readonly indexer?: NftIndexerConfig
  readonly onSilentError: (error: WalletError) => void
}

/** The UserNfts of an engine, beside wallet_watchAsset's NFTs in its AssetBook. */
export function createUserNfts(
  context: Pick<EngineContext, 'assets' | 'networks' | 'node' | 'account' | 'emit'>,
  options: UserNftsOptions,
): UserNfts {
  const { assets, networks, account } = context
  /** Adds what the indexer finds on `chainId` and the user's list lacks (SPEC §7, N-001). */
  const detect = async (indexer: NftIndexerConfig, chainId: number) => {
    const found = await fetchNftsByOwner({
      indexer,
      owner: account.address,
      chainIds: [chainId],
    }).catch((error: unknown) => {
      options.onSilentError(
        new WalletError('W-147', { details: 'NFT indexer unavailable', cause: error }),
      )
      return []
    })
    for (const nft of found) if (!assets.has(nft)) assets.add(indexedNft(nft))
  }
  const lists = new Map<number, readonly Nft[]>()
  assets.subscribe(() => lists.clear())
  const list = (chainId: number) => {
    const cached = lists.get(chainId) ?? assets.list(chainId).filter(isNft)
    lists.set(chainId, cached)
    return cached
  }
  return {
    list,
    hasIndexer: options.indexer !== undefined,
    subscribe: assets.subscribe,
    add: async (form) => {
      const network = networks.selected()
      const { chainId } = network
      const address = addressOf(form.address)
      const tokenId = tokenIdOf(form.tokenId)
      if (assets.has({ chainId, address, tokenId })) throw new WalletError('W-142')
      if (chainId !== ethereumMainnetChainId && (await assets.isEthereumMainnetAsset(address)))
        throw new WalletError('W-143')
      const { publicClient } = context.node(network)
      const type = await detectNftType(publicClient, address)
      const read = await readNftAsset(
        publicClient,
        { type, address, tokenId, owner: account.address },
        { notOwned: 'W-113', noSuchToken: 'W-127' },
      )
      if (read.type === 'erc20') throw new Error('an NFT read as a token')
      const nft: Nft = { ...read, chainId }
      assets.add(nft)
      context.emit({ type: 'assetsChanged' })
      return nft
    },
    remove: (nft) => {
      assets.remove(nft)
      context.emit({ type: 'assetsChanged' })
    },
    refresh: async () => {
      const network = networks.selected()
      if (options.indexer) await detect(options.indexer, network.chainId)
      const { publicClient } = context.node(network)
      const balances = await Promise.all(
        list(network.chainId).map(async (nft) => ({
          nft,
          balance: await readOwnedBalance(publicClient, { ...nft, owner: account.address }).catch(
            () => undefined, // unreadable now: kept as it is
          ),
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

/** An NFT the indexer found, as the list keeps it: what it did not say is left empty. */
function indexedNft(nft: IndexedNft): Nft {
  return {
    type: nft.type,
    address: nft.address,
    tokenId: nft.tokenId,
    chainId: nft.chainId,
    collectionName: nft.collectionName,
    name: nft.name,
    description: null,
    image: nft.image,
    animationUrl: null,
    attributes: nft.attributes,
    tokenUrl: nft.tokenUrl ?? '',
    balance: nft.balance,
    autodetected: true,
  }
}

/** The contract address typed, trimmed: W-141 when empty, W-144 when no address. */
function addressOf(input: string): Address {
  const text = input.trim()
  if (text === '') throw new WalletError('W-141')
  const address = readAssetAddress(text)
  if (!address) throw new WalletError('W-144')
  return address
}

/** The token id typed: a whole decimal (or 0x hex) number, else W-127; W-141 when empty. */
function tokenIdOf(input: string): bigint {
  const text = input.trim()
  if (text === '') throw new WalletError('W-141')
  const tokenId = readTokenId(text)
  if (tokenId === null) throw new WalletError('W-127')
  return tokenId
}
