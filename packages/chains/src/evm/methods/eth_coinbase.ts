import { defineEvmMethod } from './defineEvmMethod.js'

/** eth_coinbase: the wallet address (SPEC §7). */
export const eth_coinbase = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => context.account.address,
})
