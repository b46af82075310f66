/**
 * Standard numeric error codes hosts receive (EIP-1193 provider errors and JSON-RPC 2.0 errors),
 * so viem, wagmi and ethers recognise them.
 */
export const rpcErrorCodes = {
  /** EIP-1193: the user rejected the request. */
  userRejectedRequest: 4001,
  /** EIP-1193: the requested method or account has not been authorised (e.g. before login). */
  unauthorized: 4100,
  /** EIP-1193: the provider does not support the requested method. */
  unsupportedMethod: 4200,
  /** EIP-1193: the provider is disconnected from all chains. */
  disconnected: 4900,
  /** EIP-1193: the provider is not connected to the requested chain. */
  chainDisconnected: 4901,
  /** EIP-3085/3326: the chain has not been added to the wallet. */
  unrecognizedChain: 4902,
  /** JSON-RPC 2.0: invalid method parameters. */
  invalidParams: -32602,
  /** JSON-RPC 2.0: internal error. */
  internalError: -32603,
} as const

export type RpcErrorCode = (typeof rpcErrorCodes)[keyof typeof rpcErrorCodes]
