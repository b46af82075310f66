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
 * The providers offered for buying or selling on a chain (SPEC §2): buying through the card
 * on-ramp or the second on-ramp, selling through the card on-ramp only. Empty = button disabled.
 */
export function onRampProviders(
  networks: OnRampNetworks,
  chainId: number,
  kind: OnRampKind,
): OnRampProvider[] {
  const card = networks.card?.[kind][chainId] === undefined ? [] : (['transak'] as const)
  const second = kind === 'buy' && networks.second?.[chainId] ? (['onramp'] as const) : []
  return [...card, ...second]
}
