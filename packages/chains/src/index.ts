// @tessera/chains: one adapter per chain family behind one interface (issue #14). The root entry
// holds the family-agnostic types and helpers; each family is its own entry (`./evm`, `./solana`),
// so a wallet loads only the family of its app.

export type { ChainFamily } from './ChainFamily.js'
