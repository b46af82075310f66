import type { ChainCompatibility, ChainType } from '@tessera/protocol'

/**
 * A chain as the gateway lists it for an app (SPEC §3 server chain fields, `GET
 * /api/v1/chains/{appId}/`), read but not yet named by its family: `chainId` is the family's own
 * ('1', '0x89', 'T', 'D').
 */
export type ServerChain = {
  readonly chainId: string
  readonly chainName: string
  readonly rpcUrl: string
  readonly explorerUrl?: string
  readonly currency: string
  readonly chainType?: ChainType
  /** SPEC §3 `compatibility`: the family the chain belongs to. */
  readonly compatibility?: ChainCompatibility
  readonly defaultChain: boolean
}
