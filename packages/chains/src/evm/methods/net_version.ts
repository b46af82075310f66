import { evmChainId } from '../evmChainId.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/** net_version: the selected network's chain id, decimal string (SPEC §7). */
export const net_version = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => String(evmChainId(context.networks.selected())),
})
