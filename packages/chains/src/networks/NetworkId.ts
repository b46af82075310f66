import type { ChainFamily } from '../ChainFamily.js'

/**
 * A network as the wallet names it inside: a CAIP-2 chain id, `namespace:reference`
 * ('eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'). Hosts keep seeing each family's own
 * ids; only the family's adapter turns one into the other.
 */
export type NetworkId = `${string}:${string}`

/** CAIP-2 namespaces of the families. */
export const networkNamespaces = {
  evm: 'eip155',
  solana: 'solana',
  multiversx: 'mvx',
  near: 'near',
} as const satisfies Record<ChainFamily, string>

const caip2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/

/** True for a well-formed CAIP-2 chain id. */
export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && caip2.test(value)
}

/** The network id of `reference` in a family's namespace; throws when the reference is malformed. */
export function networkIdOf(family: ChainFamily, reference: string): NetworkId {
  const id = `${networkNamespaces[family]}:${reference}`
  if (!isNetworkId(id)) throw new Error(`'${reference}' is not a CAIP-2 reference`)
  return id
}

/** The family whose namespace the id is in; undefined for a namespace no family uses. */
export function familyOfNetworkId(id: NetworkId): ChainFamily | undefined {
  const namespace = id.slice(0, id.indexOf(':'))
  const entry = Object.entries(networkNamespaces).find(([, name]) => name === namespace)
  return entry?.[0] as ChainFamily | undefined
}

/** The part of the id after the namespace: an EVM chain id, a Solana genesis hash prefix. */
export function referenceOf(id: NetworkId): string {
  return id.slice(id.indexOf(':') + 1)
}
