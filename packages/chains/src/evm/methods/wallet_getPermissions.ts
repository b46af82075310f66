import { accountPermissions } from './accountPermissions.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/** wallet_getPermissions (EIP-2255, issue #17): the app's permissions, no approval. */
export const wallet_getPermissions = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => accountPermissions(context),
})
