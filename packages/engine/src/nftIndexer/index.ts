export {
  type FetchNftsByOwnerParameters,
  fetchNftsByOwner,
  type IndexedNft,
  type NftIndexerConfig,
} from './fetchNftsByOwner.js'
