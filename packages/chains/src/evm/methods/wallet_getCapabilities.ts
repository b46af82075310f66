import { type Hex, numberToHex } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { paramAt } from '../../params/paramAt.js'
import type { EvmContext } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import { parseChainId } from '../requests/parseChainId.js'
import { defineEvmMethod } from './defineEvmMethod.js'
import { parseAccountParam } from './parseAccountParam.js'

type CapabilitiesRequest = { readonly chainIds: readonly number[] | null }

/**
 * wallet_getCapabilities [account, chainIds?] (EIP-5792, issue #17): per chain id of the wallet's
 * networks (those asked for, else all), what the account can do with wallet_sendCalls. An EOA
 * sends calls one after another: atomic execution is unsupported on every chain.
 */
export const wallet_getCapabilities = defineEvmMethod<CapabilitiesRequest>({
  needsApproval: false,
  needsAccount: true,
  parseParams: (params, context) => {
    parseAccountParam(paramAt(params, 0), context)
    return { chainIds: chainIdsParam(paramAt(params, 1)) }
  },
  run: async ({ params }, context) => capabilitiesOf(params.chainIds, context),
})

function chainIdsParam(value: unknown): number[] | null {
  if (value === undefined) return null
  if (!Array.isArray(value)) throw invalidParams('invalid chainIds: not a list of hex chain ids')
  return value.map((item: unknown) => {
    const chainId = typeof item === 'string' ? parseChainId(item) : undefined
    if (chainId === undefined) throw invalidParams('invalid chainIds: not a list of hex chain ids')
    return chainId
  })
}

function capabilitiesOf(chainIds: readonly number[] | null, context: EvmContext) {
  const capabilities: Record<Hex, { atomic: { status: 'unsupported' } }> = {}
  for (const network of context.networks.list()) {
    const chainId = evmChainId(network)
    if (chainIds === null || chainIds.includes(chainId))
      capabilities[numberToHex(chainId)] = { atomic: { status: 'unsupported' } }
  }
  return capabilities
}
