import { familyOfNetworkId, type NetworkId } from '@tessera/chains'
import type { TransakNetworks } from './fetchTransakNetworks.js'
import type { SecondOnRampNetworks } from './secondOnRamp.js'
import type { OnRampKind } from './transakWidgetUrl.js'

/** The card on-ramp (Transak) and the second on-ramp (Onramp.money). */
export type OnRampProvider = 'transak' | 'onramp'

/** What the on-ramps serve; an on-ramp that is not configured or failed to load is undefined. */
export type OnRampNetworks = {
  readonly card: TransakNetworks | undefined
  readonly second: SecondOnRampNetworks | undefined
}

/**
 * The providers offered for buying or selling on a network (SPEC §2): buying through the card
 * on-ramp or the second on-ramp, selling through the card on-ramp only. Both list EVM chain ids,
 * so only an EVM network is looked up (a Solana network's id 1 is not Ethereum's 1). Empty =
 * button disabled.
 */
export function onRampProviders(
  networks: OnRampNetworks,
  network: { readonly id: NetworkId; readonly chainId: number },
  kind: OnRampKind,
): OnRampProvider[] {
  if (familyOfNetworkId(network.id) !== 'evm') return []
  const { chainId } = network
  const card = networks.card?.[kind][chainId] === undefined ? [] : (['transak'] as const)
  const second = kind === 'buy' && networks.second?.[chainId] ? (['onramp'] as const) : []
  return [...card, ...second]
}
