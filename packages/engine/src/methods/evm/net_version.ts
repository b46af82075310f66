import { defineMethod } from '../../requests/MethodRow.js'

/** net_version: the selected network's chain id, decimal string (SPEC §7). */
export const net_version = defineMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => String(context.networks.selected().chainId),
})
