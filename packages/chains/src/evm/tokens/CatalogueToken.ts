import type { KnownToken } from '../../assets/KnownToken.js'

/**
 * An entry of the EVM known-token catalogue (SPEC §3), keyed by contract address. `logo` is a
 * file name under the wallet's token-logo folder (see `tokenLogoUrl`); absent when no icon is
 * shipped.
 */
export type CatalogueToken = KnownToken & { readonly erc20: true }
