import { defineEvmMethod } from './defineEvmMethod.js'

/** eth_coinbase: the wallet address (SPEC §7); null while the app is not connected (EIP-2255). */
export const eth_coinbase = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => context.connection.accounts()[0] ?? null,
})
