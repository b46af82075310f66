import type { AccountType } from '@tessera/protocol'
import type { Hex, LocalAccount } from 'viem'
import type { ActivityLog } from '../activities/createActivityLog.js'
import type { AssetBook } from '../assets/AssetBook.js'
import type { NetworkStore } from '../networks/createNetworkStore.js'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import type { NodeClients } from '../node/createNodeClients.js'
import type { AppModeName, EngineEvent } from '../WalletEngine.js'
import type { ApprovalEdits } from './ApprovalEdits.js'
import type { RequestDescription } from './RequestDescription.js'
import type { ApprovedRequest } from './requestMachine.js'

/** What a method handler may read and change. */
export type EngineContext = {
  readonly account: LocalAccount
  readonly privateKey: Hex | undefined
  readonly appMode: AppModeName
  readonly isGaslessEnabled: boolean
  readonly accountType: () => AccountType
  readonly setAccountType: (accountType: AccountType) => void
  readonly networks: NetworkStore
  readonly node: (network: NetworkConfig) => NodeClients
  readonly assets: AssetBook
  /** SPEC §3 Activity: what was broadcast, with its status. */
  readonly activities: ActivityLog
  readonly emit: (event: EngineEvent) => void
}

type CommonRow<params> = {
  /** SPEC §5, §6: only these app modes may call the method (all when absent). */
  readonly modes?: readonly AppModeName[]
  /** SPEC §5 checks on untrusted params; throws the spec's error, returns typed params. */
  readonly parseParams: (params: unknown, context: EngineContext) => params | Promise<params>
  /** The request would change nothing: answered at once, without approval (e.g. switch to the selected chain). */
  readonly isNoOp?: (params: params, context: EngineContext) => boolean
  /** Refuses approval edits the request cannot take, before approving (e.g. W-106). */
  readonly checkEdits?: (params: params, edits: ApprovalEdits) => void
  /** Carries out an approved request; only an ApprovedRequest gets here. */
  readonly run: (request: ApprovedRequest<params>, context: EngineContext) => Promise<unknown>
}

/** One row of the method table (STYLE §B3 `methods.ts`), mirroring SPEC §6. */
export type MethodRow<params> = CommonRow<params> &
  (
    | { readonly needsApproval: false }
    | {
        readonly needsApproval: true
        /** What the approval screen shows, in the current context. */
        readonly describe: (params: params, context: EngineContext) => RequestDescription
      }
  )

/** Declares a method row, keeping its params type inside the row. */
export function defineMethod<params>(row: MethodRow<params>): MethodRow<unknown> {
  return row as MethodRow<unknown>
}
