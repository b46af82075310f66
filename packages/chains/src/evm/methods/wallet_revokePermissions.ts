import { defineEvmMethod } from './defineEvmMethod.js'
import { parsePermissionsParam } from './parsePermissionsParam.js'

/**
 * wallet_revokePermissions [{ eth_accounts: {} }] (EIP-2255 as MetaMask implements it, issue
 * #17): disconnects the app without asking, as Profile's Revoke does; answers null.
 */
export const wallet_revokePermissions = defineEvmMethod({
  needsApproval: false,
  parseParams: parsePermissionsParam,
  run: async (_request, context) => {
    context.connection.disconnect()
    return null
  },
})
