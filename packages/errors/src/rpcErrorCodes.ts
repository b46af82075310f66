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
  /** EIP-5792: a capability the app marked as required is not supported. */
  unsupportedNonOptionalCapability: 5700,
  /** EIP-5792: the wallet does not send calls on the chain the app named. */
  unsupportedChainId: 5710,
  /** EIP-5792: a batch with this id was already sent by the app. */
  duplicateBatchId: 5720,
  /** EIP-5792: the wallet knows no batch with this id. */
  unknownBatchId: 5730,
  /** EIP-5792: the batch has more calls than the wallet takes at once. */
  batchTooLarge: 5740,
  /** EIP-5792: the app required atomic execution, which the account cannot do. */
  atomicityNotSupported: 5760,
  /** JSON-RPC 2.0: invalid method parameters. */
  invalidParams: -32602,
  /** JSON-RPC 2.0: internal error. */
  internalError: -32603,
} as const

export type RpcErrorCode = (typeof rpcErrorCodes)[keyof typeof rpcErrorCodes]
