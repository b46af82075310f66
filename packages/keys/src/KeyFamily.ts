/** Chain families that own a key (SPEC §3 `compatibility`: evm, solana, multiversx, near). */
export type KeyFamily = 'evm' | 'solana' | 'multiversx' | 'near'
