import type { NetworkId, Nft, NftDetailsForm, NftForm, NftKey } from '@tessera/engine'
import { useWalletContext } from '../WalletContext.js'

/** The user's changes to their NFT list (SPEC §2 NFT tab, §4 refresh). */
export type NftActions = {
  /** SPEC §2 manual add on the selected network (W-141…W-147, W-112, W-113, W-127). */
  add(form: NftForm): Promise<Nft>
  /** SPEC §2 /nfts/manage: 'NFT deleted'. */
  remove(nft: NftKey): void
  /** SPEC §2 /nfts/select: the NFTs of the network in `shown` are listed, the others hidden. */
  select(networkId: NetworkId, shown: readonly NftKey[]): void
  /** SPEC §2 /nfts/edit: a user-added NFT's details (W-132, invalid image URL). */
  edit(nft: NftKey, form: NftDetailsForm): Nft
  /** SPEC §4: drops what is no longer owned; with an indexer (or on Solana), adds what it finds. */
  refresh(): Promise<void>
  /**
   * An NFT indexer (SPEC §7), or on Solana the chain itself (N-020), finds the user's NFTs on
   * refresh: worth a refresh on opening.
   */
  readonly hasIndexer: boolean
  /** SPEC §2 Add NFT: the family's NFTs can be added by hand (not Solana's, N-020). */
  readonly canAdd: boolean
}

/** The engine's NFT writes, for the NFT screens. */
export function useNftActions(): NftActions {
  const { nfts, capabilities } = useWalletContext().engine
  return {
    add: nfts.add,
    remove: nfts.remove,
    select: nfts.select,
    edit: nfts.edit,
    refresh: nfts.refresh,
    hasIndexer: nfts.hasIndexer,
    canAdd: capabilities.nfts,
  }
}
