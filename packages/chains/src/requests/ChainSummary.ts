import type { NetworkId } from '../networks/NetworkId.js'

/** A network as an approval screen names it. */
export type ChainSummary = { readonly networkId: NetworkId; readonly chainName: string }
