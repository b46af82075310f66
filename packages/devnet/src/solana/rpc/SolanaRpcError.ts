/**
 * The JSON-RPC error codes Agave answers with (jsonrpc-core's and its own `custom_error.rs`);
 * `@solana/kit` turns each into its own `SolanaError`.
 */
export const rpcErrorCodes = {
  parseError: -32_700,
  invalidRequest: -32_600,
  methodNotFound: -32_601,
  invalidParams: -32_602,
  internalError: -32_603,
  sendTransactionPreflightFailure: -32_002,
  transactionSignatureVerificationFailure: -32_003,
  unsupportedTransactionVersion: -32_015,
  minContextSlotNotReached: -32_016,
} as const

/** A JSON-RPC error the server answers with: `{ code, message, data? }`. */
export class SolanaRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'SolanaRpcError'
    this.code = code
    this.data = data
  }
}

/** `-32602`, the answer to any param the real RPC would refuse. */
export function invalidParams(message: string): SolanaRpcError {
  return new SolanaRpcError(rpcErrorCodes.invalidParams, message)
}
