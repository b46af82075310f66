import type { WalletError } from '@tessera/errors'
import type { AccountType } from '@tessera/protocol'
import type { Activity } from '../activities/Activity.js'
import type { AssetBook } from '../assets/AssetBook.js'
import type { KnownToken } from '../assets/KnownToken.js'
import type { Hex } from '../Hex.js'
import type { NetworkBook } from '../networks/NetworkBook.js'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import type { FamilyServices } from '../services/FamilyServices.js'
import type { AppConnection } from './AppConnection.js'
import type { AppModeName } from './AppModeName.js'
import type { CallBatchStore } from './CallBatch.js'
import type { EngineEvent } from './EngineEvent.js'
import type { KeyedLock } from './KeyedLock.js'

/**
 * What a family's code may read and change of the logged-in wallet: the engine builds it, holds
 * every piece of state in it, and passes it to each adapter call (adapters hold none).
 */
export type FamilyContext<account = unknown, client = unknown> = {
  /** The family's account of the rebuilt key. Every signature comes from it. */
  readonly account: account
  readonly address: string
  /**
   * The rebuilt key itself, for what an account cannot do: EVM's eth_getEncryptionPublicKey and
   * eth_decrypt, and _tessera_getPrivateKey (NoUI only).
   */
  readonly privateKey: Hex
  readonly appMode: AppModeName
  /**
   * The app's operator allowed key export (docs/server.md, set with the admin CLI): what a row
   * that `exportsKey` needs, besides NoUI mode. Never the host page's choice.
   */
  readonly isKeyExportAllowed: boolean
  readonly isGaslessEnabled: boolean
  accountType(): AccountType
  setAccountType(accountType: AccountType): void
  readonly networks: NetworkBook
  /** The client of a network's node; one per network and RPC URL, made by the family. */
  client(network: NetworkConfig): client
  readonly assets: AssetBook
  /** SPEC §3 Activity: what was broadcast, with its status. */
  readonly activities: { record(activity: Activity): void }
  emit(event: EngineEvent): void
  /** EIP-2255 (issue #17): the host app's permission to see the account. */
  readonly connection: AppConnection
  /** EIP-5792 (issue #17): the batches the app sent with wallet_sendCalls, per user and app. */
  readonly callBatches: CallBatchStore
  /**
   * Aborted at logout: what goes on after its request was answered (a wallet_sendCalls batch,
   * issue #17) stops with the session, and a send still waiting for `sendLock` is not broadcast.
   */
  readonly session: AbortSignal
  /**
   * Issue #17: one send of an account on a network at a time, from nonce choice to broadcast
   * (keyed by the family, EVM: chain id and address), within this engine (one tab).
   */
  readonly sendLock: KeyedLock
  readonly services: FamilyServices
  /**
   * The family's `knownTokens` of a network, read once per login (a token list can be large):
   * what lists and names a network's tokens. A failed read is not kept, so the next call asks again.
   */
  knownTokens(network: NetworkConfig): Promise<readonly KnownToken[]>
  /** SPEC §8 silent list: what failed that the user need not be told (logged only). */
  reportSilently(error: WalletError): void
}
