import type { EvmRequestDescription } from '../evm/requests/EvmRequestDescription.js'
import type { SolanaRequestDescription } from '../solana/requests/SolanaRequestDescription.js'

/**
 * Everything an approval screen shows for one request, per kind of request: each family adds the
 * kinds of its own methods (SPEC §2: specialised views per request).
 */
export type RequestDescription = EvmRequestDescription | SolanaRequestDescription
