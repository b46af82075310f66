import { ProviderRpcError } from './ProviderRpcError.js'

/**
 * The codes the SDK raises itself (names and numbers as in the `@tessera/errors` catalogue,
 * HOST-PROTOCOL §E), each with its standard EIP-1193 / JSON-RPC number and default text.
 */
const codes = {
  user_deny: [4001, 'User rejected the request'],
  unauthorized: [4100, 'Not logged in: log in before sending requests'],
  operation_not_supported: [4200, 'Operation not supported'],
  all_disconnected: [4900, 'The wallet is disconnected'],
  chain_disconnected: [4901, 'The wallet is not connected to the requested chain'],
  '4902': [4902, 'Chain is not in the list'],
  invalid_params: [-32602, 'Invalid params'],
  popup_blocked: [-32603, 'The popup was blocked: start the login from a click handler'],
  'W-137': [4100, 'Could not verify credentials'],
  'W-131': [-32603, 'Something went wrong'],
} as const satisfies Record<string, readonly [number, string]>

export type ProviderErrorCode = keyof typeof codes

/**
 * Builds the EIP-1193 error for one of the SDK's own conditions.
 *
 * @example providerError('unauthorized') // code 4100, data { code: 'unauthorized' }
 */
export function providerError(code: ProviderErrorCode, message?: string): ProviderRpcError {
  const [number, text] = codes[code]
  return new ProviderRpcError(number, message ?? text, { code })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Turns what the wallet answered (an `onMethodResponse` error or a rejected child call) into an
 * EIP-1193 error: the strings of HOST-PROTOCOL §E map to their codes, a coded object passes
 * through with its spec code kept, anything else becomes -32603 (W-131).
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (typeof error === 'string') {
    if (error === 'user_closed_popup') return providerError('user_deny', 'User closed the popup')
    return Object.hasOwn(codes, error)
      ? providerError(error as ProviderErrorCode)
      : providerError('W-131', error)
  }
  if (isRecord(error) && Number.isInteger(error.code) && typeof error.message === 'string') {
    const data = isRecord(error.data) ? error.data : {}
    const specCode = typeof data.code === 'string' ? data.code : String(error.code)
    return new ProviderRpcError(error.code as number, error.message, { ...data, code: specCode })
  }
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : undefined
  return providerError('W-131', message)
}
