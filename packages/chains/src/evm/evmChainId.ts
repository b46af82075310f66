import type { NetworkConfig } from '../networks/NetworkConfig.js'
import { type NetworkId, networkIdOf, referenceOf } from '../networks/NetworkId.js'

/** The network id of an EVM chain id: `eip155:<chainId>` (CAIP-2). */
export function evmNetworkId(chainId: number): NetworkId {
  return networkIdOf('evm', String(chainId))
}

/** The EVM chain id of a network (what hosts see, EIP-155): the reference of its `eip155:` id. */
export function evmChainId(network: NetworkConfig | NetworkId): number {
  const id = typeof network === 'string' ? network : network.id
  const chainId = Number(referenceOf(id))
  if (!id.startsWith('eip155:') || !Number.isSafeInteger(chainId))
    throw new Error(`${id} is not an EVM network`)
  return chainId
}
