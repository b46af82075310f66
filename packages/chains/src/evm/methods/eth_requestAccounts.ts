import { defineEvmMethod } from './defineEvmMethod.js'
import { describeConnect } from './describeConnect.js'

/**
 * eth_requestAccounts: a connected app gets the account at once (SPEC §6, §7); an app whose
 * connection was revoked asks the user first, in the Connect view (EIP-2255, issue #17).
 */
export const eth_requestAccounts = defineEvmMethod({
  needsApproval: true,
  parseParams: () => undefined,
  isNoOp: (_params, context) => context.connection.connectedAt() !== null,
  describe: (_params, context) => describeConnect('eth_requestAccounts', context),
  run: async (_request, context) => {
    if (context.connection.connectedAt() === null) context.connection.connect()
    return context.connection.accounts()
  },
})
