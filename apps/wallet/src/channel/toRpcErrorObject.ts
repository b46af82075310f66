import { toWireError, WalletError } from '@tessera/errors'
import type { RpcErrorObject } from './ParentApi.js'

/**
 * The error a host receives for a failed request: a WalletError as its wire error; a node's own
 * coded error (a forwarded call that reverted, say) passed through as HOST-PROTOCOL §E says;
 * anything else W-131 with no internals.
 */
export function toRpcErrorObject(error: unknown): RpcErrorObject {
  if (error instanceof WalletError) return toWireError(error)
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error) {
    const { code, message } = error
    if (Number.isInteger(code) && typeof message === 'string') {
      const data = 'data' in error ? error.data : undefined
      return {
        code: code as number,
        message,
        ...(data === undefined || typeof data === 'function' ? {} : { data }),
      }
    }
  }
  return toWireError(error)
}
