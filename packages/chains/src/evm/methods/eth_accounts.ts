import { defineEvmMethod } from './defineEvmMethod.js'

/**
 * eth_accounts: the account while the app is connected, no approval (SPEC §6, §7); none once the
 * app's connection was revoked (EIP-2255, issue #17).
 */
export const eth_accounts = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => context.connection.accounts(),
})
