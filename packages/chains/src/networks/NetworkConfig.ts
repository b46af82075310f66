import type { ChainType } from '@tessera/protocol'
import type { NativeCurrency } from '../assets/AssetEntry.js'
import type { NetworkId } from './NetworkId.js'

/** A network the wallet knows (SPEC §3 network config), named by its CAIP-2 id. */
export type NetworkConfig = {
  readonly id: NetworkId
  readonly chainName: string
  readonly rpcUrls: readonly string[]
  readonly blockExplorerUrls: readonly string[]
  /** SPEC §3: decimals 18 when the server does not say (the family's own, SPEC §9). */
  readonly nativeCurrency: NativeCurrency
  readonly isCustom: boolean
  readonly favicon?: string
  readonly chainType?: ChainType
  readonly defaultChain?: boolean
}
