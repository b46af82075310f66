// Chain families, their curves and native decimals (SPEC §1, §3, §9).

export const chainTypes = [
  'evm_secp256k1',
  'solana_cv25519',
  'multiversx_cv25519',
  'near_cv25519',
] as const // SPEC §3
export type ChainType = (typeof chainTypes)[number]

export const chainCompatibilities = ['evm', 'solana', 'multiversx', 'near'] as const // SPEC §3
export type ChainCompatibility = (typeof chainCompatibilities)[number]

/** SPEC §1: cv25519 is sent to the auth service as ed25519. */
export const authCurves = ['secp256k1', 'ed25519'] as const
export type AuthCurve = (typeof authCurves)[number]

export const chainFamilies = {
  evm_secp256k1: { compatibility: 'evm', curve: 'secp256k1', nativeDecimals: 18, gasDecimals: 9 },
  solana_cv25519: { compatibility: 'solana', curve: 'ed25519', nativeDecimals: 9, gasDecimals: 1 },
  multiversx_cv25519: {
    compatibility: 'multiversx',
    curve: 'ed25519',
    nativeDecimals: 18,
    gasDecimals: 9,
  },
  near_cv25519: { compatibility: 'near', curve: 'ed25519', nativeDecimals: 24, gasDecimals: 9 },
} as const satisfies Record<
  ChainType,
  {
    compatibility: ChainCompatibility
    curve: AuthCurve
    nativeDecimals: number
    gasDecimals: number
  }
> // SPEC §9: native decimals EVM 18, Solana 9, MultiversX 18, Near 24; gas decimals 9 (Solana 1)

export const defaultNativeDecimals = 18 // SPEC §3: network config nativeCurrency.decimals default

export const multiversxShardCount = 3 // SPEC §9
export const multiversxShardBits = 2 // SPEC §9
/** SPEC §9: MultiversX chain ids 1, 2 and 3 name the networks whose chain ID is 1, T and D. */
export const multiversxChainIds = { '1': '1', '2': 'T', '3': 'D' } as const

export const ethereumMainnetChainId = 1 // SPEC §2, §5: token picker and 'belongs to Ethereum Mainnet'
export const defaultTokenListChainIds = [1, 137, 42161, 56] as const // SPEC §3
export const secondOnRampExcludedChainIds = [80001, 43114] as const // SPEC §9
/** SPEC §7: the NFT indexer's chains, by the names it takes (Ankr's `blockchain`), and their ids. */
export const nftIndexerChainIds = {
  arbitrum: 42161,
  avalanche: 43114,
  base: 8453,
  bsc: 56,
  eth: 1,
  fantom: 250,
  flare: 14,
  gnosis: 100,
  optimism: 10,
  polygon: 137,
  rollux: 570,
  syscoin: 57,
} as const satisfies Readonly<Record<string, number>>
export const nftIndexerPageSize = 50 // SPEC §9
export const solanaCommitment = 'confirmed' // SPEC §9
