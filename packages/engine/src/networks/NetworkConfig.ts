import type { ChainType } from '@tessera/protocol'

/** A network the wallet knows (SPEC §3 network config). */
export type NetworkConfig = {
  readonly chainId: number
  readonly chainName: string
  readonly rpcUrls: readonly string[]
  readonly blockExplorerUrls: readonly string[]
  readonly nativeCurrency: {
    readonly symbol: string
    /** SPEC §3: 18 when not given. */
    readonly decimals: number
    readonly name: string
  }
  readonly isCustom: boolean
  readonly favicon?: string
  readonly chainType?: ChainType
  readonly defaultChain?: boolean
}
