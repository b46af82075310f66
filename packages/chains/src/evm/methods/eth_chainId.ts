import { toHex } from 'viem'
import { evmChainId } from '../evmChainId.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/** eth_chainId: the selected network's chain id, hex (SPEC §7). */
export const eth_chainId = defineEvmMethod({
  needsApproval: false,
  parseParams: () => undefined,
  run: async (_request, context) => toHex(evmChainId(context.networks.selected())),
})
