import { WalletError } from '@tessera/errors'
import { invalidParams } from '../../requests/invalidParams.js'
import { isRecord } from '../../requests/isRecord.js'
import { defineMethod } from '../../requests/MethodRow.js'
import { paramAt } from '../../requests/paramAt.js'
import { parseChainId } from '../../requests/parseChainId.js'
import { provideChainId } from '../../requests/requestTexts.js'

/**
 * wallet_switchEthereumChain [{ chainId }]: selects a known network after approval.
 * SPEC §5: no chain id → 'Please provide chain id'; unknown → 4902 'Chain Id {id} is not in the list'.
 */
export const wallet_switchEthereumChain = defineMethod<{ readonly chainId: number }>({
  needsApproval: true,
  parseParams(params, context) {
    const first = paramAt(params, 0)
    const given = isRecord(first) ? first.chainId : undefined
    if (given === undefined || given === null || given === '') throw invalidParams(provideChainId)
    const chainId = parseChainId(given)
    if (chainId === undefined || !context.networks.find(chainId))
      throw new WalletError('4902', { params: { chainId: String(given) } })
    return { chainId }
  },
  isNoOp: ({ chainId }, context) => chainId === context.networks.selected().chainId,
  describe({ chainId }, context) {
    const from = context.networks.selected()
    const to = context.networks.find(chainId) ?? from
    return {
      kind: 'switchChain',
      method: 'wallet_switchEthereumChain',
      from: { chainId: from.chainId, chainName: from.chainName },
      to: { chainId: to.chainId, chainName: to.chainName },
    }
  },
  run: async ({ params }, context) => {
    context.networks.select(params.chainId)
    return null
  },
})
