import type { Nft } from '@tessera/engine'
import { evmId } from './fixtures.js'

// NFTs of the fake devnet (31337) for the NFT tab's screen tests.

const devnet = evmId(31_337)
const tileImage = (color: string, label: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/><text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff">${label}</text></svg>`,
  )}`

/** The fake chain's ERC-721 and ERC-1155 collections. */
export const nftContracts = {
  tiles: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  badges: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
} as const

const tile = (tokenId: bigint, color: string): Nft => ({
  type: 'erc721',
  networkId: devnet,
  address: nftContracts.tiles,
  tokenId,
  collectionName: 'Tessera Tiles',
  name: `Tessera Tiles #${tokenId}`,
  description: `Fixture token ${tokenId} of Tessera Tiles.`,
  image: tileImage(color, `#${tokenId}`),
  animationUrl: null,
  attributes: [
    { trait: 'Colour', value: color },
    { trait: 'Level', value: String(tokenId) },
  ],
  tokenUrl: `https://tiles.example/${tokenId}.json`,
  balance: 1n,
})

/** What the wallet holds on the fake chain: two tiles and five badges #1. */
export const chainNfts: readonly Nft[] = [
  tile(1n, '#4f46e5'),
  {
    type: 'erc1155',
    networkId: devnet,
    address: nftContracts.badges,
    tokenId: 1n,
    collectionName: 'Tessera Badges',
    name: 'Tessera Badges #1',
    description: 'A badge held five times.',
    image: tileImage('#16a34a', 'B1'),
    animationUrl: null,
    attributes: [],
    tokenUrl: 'https://badges.example/1.json',
    balance: 5n,
    autodetected: true, // found by the NFT indexer: not editable (SPEC §2 /nfts/edit)
  },
  tile(2n, '#0891b2'),
]

/** A Metaplex NFT the wallet holds on Solana devnet (N-020): found on the chain, its mint. */
export const solanaTile: Nft = {
  type: 'mpl',
  networkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  address: '5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY',
  tokenId: 0n,
  collectionName: 'Solana Tiles',
  name: 'Solana Tile #7',
  description: 'A Metaplex NFT on Solana devnet.',
  image: tileImage('#9333ea', 'S7'),
  animationUrl: null,
  attributes: [{ trait: 'Colour', value: 'Purple' }],
  tokenUrl: 'https://tiles.example/solana/7.json',
  balance: 1n,
  autodetected: true,
}

/**
 * Listed before the test starts (with `hasNfts`): the first tile and the badges on the devnet,
 * the Solana tile on Solana devnet.
 */
export const listedNfts: readonly Nft[] = [...chainNfts.slice(0, 2), solanaTile]
