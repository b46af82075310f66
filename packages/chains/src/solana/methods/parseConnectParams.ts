import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import type { RequestAccountsParams } from '../../requests/defineRequestAccounts.js'
import { connectParamsInvalid } from '../requests/solanaRequestTexts.js'

/**
 * connect's params, as Phantom takes them (issue #17): none, `{}` or `{ onlyIfTrusted: boolean }`
 * (alone or first of a list); anything else is invalid params (-32602). Unlike the other Solana
 * calls, connect needs no params (SPEC §5).
 */
export function parseConnectParams(params: unknown): RequestAccountsParams {
  const request = paramAt(params, 0)
  if (request === undefined || request === null) return undefined
  if (!isRecord(request)) throw invalidParams(connectParamsInvalid)
  const { onlyIfTrusted, ...others } = request
  const isFlag = onlyIfTrusted === undefined || typeof onlyIfTrusted === 'boolean'
  if (!isFlag || Object.keys(others).length > 0) throw invalidParams(connectParamsInvalid)
  return { onlyIfTrusted: onlyIfTrusted === true }
}
