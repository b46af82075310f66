import type { NetworkConfig, WalletEngine } from '@tessera/engine'
import type { LoggedInUser } from '../session/LoggedInUser.js'

/** App modes by name (SPEC §4, §6; HOST-PROTOCOL §D getAppMode 0|1|2). */
export type AppModeName = 'noUI' | 'widget' | 'full'

/** Starts the engine for a login; the frame passes the host events it should relay. */
export type StartEngine = (parameters: {
  readonly user: LoggedInUser
  readonly chains: readonly NetworkConfig[]
  readonly appMode: AppModeName
  readonly onChainChanged: (chainId: number) => void
  readonly onAccountsChanged: (address: string) => void
}) => Promise<WalletEngine>
