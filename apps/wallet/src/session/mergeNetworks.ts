import type { NetworkConfig, NetworkId } from '@tessera/engine'

/** Two networks alike field for field, whatever order their keys were written in. */
export function sameNetwork(a: NetworkConfig | undefined, b: NetworkConfig | undefined): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

export type MergeNetworksParameters = {
  /** The networks this page started from: what it last restored or saved. */
  readonly base: readonly NetworkConfig[]
  /** This page's networks now. */
  readonly ours: readonly NetworkConfig[]
  /** What is stored now, another tab's changes included. */
  readonly theirs: readonly NetworkConfig[]
  /** This page's selected network: kept even when another tab deleted it. */
  readonly selectedNetworkId: NetworkId
}

/**
 * A three-way merge by network id, so two tabs of one app changing networks at once keep both
 * changes: a network this page added, edited or deleted since `base` is taken from `ours`; any
 * other from `theirs`, with what the other tab added, edited or deleted. Stored order is kept;
 * this page's additions come last.
 */
export function mergeNetworks(parameters: MergeNetworksParameters): NetworkConfig[] {
  const { base, ours, theirs, selectedNetworkId } = parameters
  const find = (list: readonly NetworkConfig[], id: NetworkId) =>
    list.find((network) => network.id === id)
  const changedHere = (id: NetworkId) => !sameNetwork(find(base, id), find(ours, id))
  const kept = theirs.flatMap((network) => {
    if (!changedHere(network.id)) return [network]
    const mine = find(ours, network.id)
    return mine ? [mine] : []
  })
  // What this page changed and the other tab does not have; and the network this page has
  // selected, even when the other tab deleted it.
  const added = ours.filter(
    (network) =>
      (changedHere(network.id) || network.id === selectedNetworkId) && !find(theirs, network.id),
  )
  return [...kept, ...added]
}
