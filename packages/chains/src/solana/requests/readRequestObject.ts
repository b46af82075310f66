import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { paramsMustBeObject, paramsRequired } from './solanaRequestTexts.js'

/**
 * The params object of a Solana call (`{ message, … }`, alone or first of a list): 'params is
 * required' when there is none (SPEC §5, §8, X-066), invalid params when it is no object.
 */
export function readRequestObject(params: unknown): Record<string, unknown> {
  const request = paramAt(params, 0)
  if (request === undefined || request === null) throw invalidParams(paramsRequired)
  if (!isRecord(request)) throw invalidParams(paramsMustBeObject)
  return request
}
