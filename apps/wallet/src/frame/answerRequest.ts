import { WalletError } from '@tessera/errors'
import type { HostRequest } from '@tessera/protocol'
import type { MethodResponse } from '../messaging/ParentApi.js'
import { toRpcErrorObject } from './toRpcErrorObject.js'

/** The slice of the engine a host request needs. */
export type RequestAnswerer = {
  request(request: { id: string | number; method: string; params?: unknown }): Promise<unknown>
}

/**
 * HOST-PROTOCOL §C sendRequest: every request is answered with `onMethodResponse`, rejections
 * included; before login the answer is EIP-1193 4100 unauthorized.
 */
export async function answerRequest(
  request: HostRequest,
  engine: RequestAnswerer | null,
  respond: (method: string, response: MethodResponse) => void,
): Promise<void> {
  const { id, method } = request
  try {
    if (!engine) throw new WalletError('unauthorized')
    const result = await engine.request({
      id,
      method,
      ...(request.params === undefined ? {} : { params: request.params }),
    })
    respond(method, { jsonrpc: '2.0', id, result: result ?? null })
  } catch (error) {
    respond(method, { jsonrpc: '2.0', id, error: toRpcErrorObject(error) })
  }
}
