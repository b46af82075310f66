import { providerError } from './providerError.js'

/** EIP-1193 `RequestArguments`. */
export type RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** Checks what a host passed to `request`; anything else is rejected with -32602. */
export function parseRequestArguments(args: unknown): RequestArguments {
  if (typeof args === 'object' && args !== null && 'method' in args) {
    const { method, params } = args as { method: unknown; params?: unknown }
    const isParams = params === undefined || (typeof params === 'object' && params !== null)
    if (typeof method === 'string' && method !== '' && isParams)
      return params === undefined ? { method } : { method, params }
  }
  throw providerError(
    'invalid_params',
    'request expects { method: string, params?: array | object }',
  )
}
