/** Bytes as 0x-prefixed hex: keys, signatures, digests and EVM data. */
export type Hex = `0x${string}`
