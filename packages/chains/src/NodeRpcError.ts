/**
 * An error the node answered a forwarded request with, kept as the node coded it so the host
 * gets the same `{ code, message, data }` it would get from the node (HOST-PROTOCOL: passed through).
 */
export class NodeRpcError extends Error {
  override name = 'NodeRpcError'
  readonly code: number
  readonly data: unknown

  constructor(parameters: { code: number; message: string; data?: unknown; cause?: unknown }) {
    super(parameters.message, { cause: parameters.cause })
    this.code = parameters.code
    this.data = parameters.data
  }
}
