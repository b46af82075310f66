import { describeConnect } from '../../requests/describeConnect.js'
import { accountPermissions } from './accountPermissions.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { parsePermissionsParam } from './parsePermissionsParam.js'

/**
 * wallet_requestPermissions [{ eth_accounts: {} }] (EIP-2255, issue #17): asks the user in the
 * Connect view, as MetaMask does even for a connected app; approved, the app is connected (again,
 * from now) and gets its permissions.
 */
export const wallet_requestPermissions = defineEvmMethod({
  needsApproval: true,
  parseParams: parsePermissionsParam,
  describe: (_params, context) => describeConnect('wallet_requestPermissions', context),
  run: async (_request, context) => {
    context.connection.connect()
    return accountPermissions(context)
  },
})
