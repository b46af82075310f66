export type { NftForm, UserNfts } from './createUserNfts.js'
export type { Nft, NftKey } from './Nft.js'
