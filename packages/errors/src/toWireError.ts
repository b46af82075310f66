import { catalogue, type ErrorCode } from './catalogue.js'
import { WalletError } from './WalletError.js'

/**
 * What a host receives for a failed request: an EIP-1193 `ProviderRpcError` shape whose
 * numeric `code` viem, wagmi and ethers recognise, with the SPEC §8 code kept in `data.code`.
 */
export type WireError = {
  readonly code: number
  readonly message: string
  readonly data: { readonly code: ErrorCode }
}

/**
 * Turns anything thrown into what a host receives. A `WalletError` keeps its code and text;
 * anything else becomes W-131 with no internals, so no message, stack or secret leaks.
 *
 * @example toWireError(new WalletError('user_deny')) // { code: 4001, message: 'User rejected the request', data: { code: 'user_deny' } }
 */
export function toWireError(error: unknown): WireError {
  const known: WalletError = error instanceof WalletError ? error : new WalletError('W-131')
  return {
    code: catalogue[known.code].rpcCode,
    message: known.shortMessage,
    data: { code: known.code },
  }
}
