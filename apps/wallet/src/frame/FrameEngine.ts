import type { ChainFamily, ServerChain, WalletEngine } from '@tessera/engine'
import type { LoggedInUser } from '../session/LoggedInUser.js'

/** App modes by name (SPEC §4, §6; HOST-PROTOCOL §D getAppMode 0|1|2). */
export type AppModeName = 'noUI' | 'widget' | 'full'

/** Starts the engine for a login; the frame passes the host events it should relay. */
export type StartEngine = (parameters: {
  readonly user: LoggedInUser
  /** SPEC §3 chain_type: the family whose engine starts. */
  readonly family: ChainFamily
  readonly chains: readonly ServerChain[]
  readonly appMode: AppModeName
  /** The app allows key export and the login runs in NoUI (SPEC §5; docs/security.md). */
  readonly isKeyExportAllowed: boolean
  /** HOST-PROTOCOL §E chainChanged, with the chain id hosts know the network by. */
  readonly onChainChanged: (chainId: number) => void
  /**
   * EIP-2255 (issue #17): the host page's origin, whose connection the engine keeps, and whether
   * this is a new login, which connects it.
   */
  readonly hostOrigin: string
  readonly isNewLogin: boolean
  /** HOST-PROTOCOL §E accountsChanged: the accounts the host may see (none once revoked). */
  readonly onAccountsChanged: (accounts: readonly string[]) => void
  /** EIP-5792 wallet_showCallsStatus (issue #17): the app asked to show the user this batch. */
  readonly onShowCallsStatus: (callBatchId: string) => void
}) => Promise<WalletEngine>
