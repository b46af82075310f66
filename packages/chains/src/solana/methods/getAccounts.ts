import { defineSolanaMethod } from './defineSolanaMethod.js'

/**
 * getAccounts: the wallet's address, with or without params and no approval (SPEC §5, §6, §7);
 * none once the app's connection was revoked (EIP-2255, issue #17), as eth_accounts.
 */
export const getAccounts = defineSolanaMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => context.connection.accounts(),
})
