import { WalletError } from '@tessera/errors'
import type { NetworkId } from '../../networks/NetworkId.js'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import { evmNetworkId } from '../evmChainId.js'
import { parseChainId } from '../requests/parseChainId.js'
import { provideChainId } from '../requests/requestTexts.js'
import { defineEvmMethod } from './defineEvmMethod.js'

/**
 * wallet_switchEthereumChain [{ chainId }]: selects a known network after approval.
 * SPEC §5: no chain id → 'Please provide chain id'; unknown → 4902 'Chain Id {id} is not in the list'.
 */
export const wallet_switchEthereumChain = defineEvmMethod<{ readonly networkId: NetworkId }>({
  needsApproval: true,
  parseParams(params, context) {
    const first = paramAt(params, 0)
    const given = isRecord(first) ? first.chainId : undefined
    if (given === undefined || given === null || given === '') throw invalidParams(provideChainId)
    const chainId = parseChainId(given)
    const networkId = chainId === undefined ? undefined : evmNetworkId(chainId)
    if (networkId === undefined || !context.networks.find(networkId))
      throw new WalletError('4902', { params: { chainId: String(given) } })
    return { networkId }
  },
  isNoOp: ({ networkId }, context) => networkId === context.networks.selected().id,
  describe({ networkId }, context) {
    const from = context.networks.selected()
    const to = context.networks.find(networkId) ?? from
    return {
      kind: 'switchChain',
      method: 'wallet_switchEthereumChain',
      from: { networkId: from.id, chainName: from.chainName },
      to: { networkId: to.id, chainName: to.chainName },
    }
  },
  run: async ({ params }, context) => {
    context.networks.select(params.networkId)
    return null
  },
})
