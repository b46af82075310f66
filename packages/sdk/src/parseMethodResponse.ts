/** An `onMethodResponse(method, response)` of the wallet (HOST-PROTOCOL §C `sendRequest`) after parsing. */
export type MethodResponse =
  | { readonly method: string; readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly method: string; readonly id: number; readonly ok: false; readonly error: unknown }

/**
 * Parses the wallet's answer to a `sendRequest`. The SDK numbers its requests, so an id that is
 * not a safe integer, or a response with neither `result` nor `error`, gives `undefined`.
 */
export function parseMethodResponse(
  method: unknown,
  response: unknown,
): MethodResponse | undefined {
  if (typeof method !== 'string' || typeof response !== 'object' || response === null) return
  const { id } = response as { id?: unknown }
  if (!Number.isSafeInteger(id)) return
  if ('error' in response && response.error !== undefined && response.error !== null)
    return { method, id: id as number, ok: false, error: response.error }
  if ('result' in response) return { method, id: id as number, ok: true, result: response.result }
  return
}
