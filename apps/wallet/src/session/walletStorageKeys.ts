import type { StoredActivities } from '../storage/createActivitiesStore.js'
import type { StoredAppConnections } from '../storage/createAppConnectionStore.js'
import type { StoredAssetContracts } from '../storage/createAssetContractsStore.js'
import type { StoredCallBatches } from '../storage/createCallBatchesStore.js'
import type { SealedBox } from '../storage/createKeyVault.js'
import type { SessionRecord } from './SessionRecord.js'

/** Keys the wallet keeps in local storage, per app (SPEC §3 "Local per-app storage"). */
export type LocalStorageKeys = {
  /**
   * The cached key and the login it belongs to, sealed by the app's vault key (never in the
   * clear); SPEC §3, §9: expires after 1 day.
   */
  pk: SealedBox
  /** SPEC §3 Session, checked on reconnect (SPEC §5). */
  session: SessionRecord
  /** SPEC §3 'login source': the host's getLoginSource at the last login (SPEC §7), if it said. */
  loginSource: string
  /** SPEC §4: incremented after every login. */
  loginCount: number
  /** SPEC §3 "mfa skip-until": the login count up to which the MFA nag stays hidden. */
  mfaSkipUntil: number
  /** SPEC §3 "mfa do-not-disturb": the user dismissed the MFA nag for good (SPEC §4). */
  mfaDoNotDisturb: boolean
  /** SPEC §3 "has-mfa": MFA is on for this app's user on this device (no nag, SPEC §4). */
  hasMfa: boolean
  /** SPEC §3 "starter tip shown": the orientation tour was finished (SPEC §4). */
  starterTipShown: boolean
  /** SPEC §3 "theme": the theme the user chose on Profile; absent = the app's (#20). */
  theme: string
  /** SPEC §3 "last RPC config per address", by lowercase address; parsed on read (RpcConfig). */
  rpcConfig: Readonly<Record<string, unknown>>
  /** SPEC §3 'asset contracts per address and chain': tokens and NFTs the user added. */
  assetContracts: StoredAssetContracts
  /** SPEC §3 Activity per address and chain, newest first; parsed on read. */
  activities: StoredActivities
  /**
   * EIP-2255 (issue #17): when each host origin of the app was connected (a new login connects
   * its host); a revoked origin is absent. Parsed on read.
   */
  appConnections: StoredAppConnections
  /** EIP-5792 (issue #17): the wallet_sendCalls batches per address, for wallet_getCallsStatus. */
  callBatches: StoredCallBatches
}

/** Keys kept in the tab's session storage, per app. */
export type SessionStorageKeys = {
  /**
   * SPEC §4: sensitive info stashed when the page hides, restored on return, 300 minutes at
   * most; sealed by the app's vault key, as `pk`.
   */
  userInfo: SealedBox
}
