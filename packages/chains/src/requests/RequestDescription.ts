import type { EvmRequestDescription } from '../evm/requests/EvmRequestDescription.js'
import type { SolanaRequestDescription } from '../solana/requests/SolanaRequestDescription.js'
import type { ConnectDescription } from './ConnectDescription.js'

/**
 * Everything an approval screen shows for one request, per kind of request: each family adds the
 * kinds of its own methods (SPEC §2: specialised views per request); the Connect view (EIP-2255,
 * issue #17) is every family's.
 */
export type RequestDescription =
  | EvmRequestDescription
  | SolanaRequestDescription
  | ConnectDescription
