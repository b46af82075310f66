import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { onlyEthAccountsPermission } from '../requests/requestTexts.js'

/**
 * EIP-2255 params of wallet_requestPermissions and wallet_revokePermissions: one object naming
 * `eth_accounts` only (its caveats are the wallet's to choose), else invalid params (-32602).
 */
export function parsePermissionsParam(params: unknown): undefined {
  const permissions = paramAt(params, 0)
  const isOne = !Array.isArray(params) || params.length === 1
  const isEthAccountsOnly =
    isRecord(permissions) &&
    Object.keys(permissions).join() === 'eth_accounts' &&
    isRecord(permissions.eth_accounts)
  if (!isOne || !isEthAccountsOnly) throw invalidParams(onlyEthAccountsPermission)
  return undefined
}
