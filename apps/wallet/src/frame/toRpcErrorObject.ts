import { toWireError } from '@tessera/errors'
import type { RpcErrorObject } from '../messaging/ParentApi.js'

type NodeError = Error & { readonly code: number; readonly data?: unknown }

/**
 * `@tessera/engine`'s NodeRpcError (the node's own answer to a forwarded method), recognised by
 * its name so the login frame does not load the engine to check it.
 */
function isNodeRpcError(error: unknown): error is NodeError {
  return (
    error instanceof Error &&
    error.name === 'NodeRpcError' &&
    'code' in error &&
    Number.isInteger(error.code)
  )
}

/**
 * The error a host receives for a failed request: a node's error for a forwarded method passed
 * through as it is, `{code, message, data}` (HOST-PROTOCOL §E); a WalletError as its wire error;
 * anything else W-131 with no internals, whatever fields it carries.
 */
export function toRpcErrorObject(error: unknown): RpcErrorObject {
  if (!isNodeRpcError(error)) return toWireError(error)
  const { code, message, data } = error
  return { code, message, ...(data === undefined ? {} : { data }) }
}
