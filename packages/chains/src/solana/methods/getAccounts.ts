import { defineSolanaMethod } from './defineSolanaMethod.js'

/** getAccounts: the wallet's address, with or without params and no approval (SPEC §5, §6, §7). */
export const getAccounts = defineSolanaMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => [context.account.address],
})
