import type { Address } from 'viem'

/** Multicall3's canonical address, the same on every chain that has it (and on the devnet). */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
