import { toHex } from 'viem'
import { defineMethod } from '../../requests/MethodRow.js'

/** eth_chainId: the selected network's chain id, hex (SPEC §7). */
export const eth_chainId = defineMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => toHex(context.networks.selected().chainId),
})
