import { defineEvmMethod } from './defineEvmMethod.js'

/** eth_accounts and eth_requestAccounts: the wallet's account, no approval (SPEC §6, §7). */
export const eth_accounts = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => [context.account.address],
})
