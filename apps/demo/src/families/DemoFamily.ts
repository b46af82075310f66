import type { ReactNode } from 'react'
import type { WalletAdapter } from '../adapters/WalletAdapter.js'
import type { DemoChain, DemoRuntimeConfig } from '../config/DemoRuntimeConfig.js'
import type { RunAction } from '../hooks/useActivityLog.js'
import type { Session } from '../hooks/useSession.js'

/** What a family's requests panel gets: the page's SDK, the session and the log. */
export type DemoActionsProps<adapter extends WalletAdapter> = {
  adapter: adapter
  config: DemoRuntimeConfig
  session: Session
  chains: readonly DemoChain[]
  run: RunAction
}

/**
 * What differs between a demo page for an EVM app and one for a Solana app: the app's chains,
 * how the page reads the logged-in account, and the requests a dapp of the family makes.
 */
export type DemoFamily<adapter extends WalletAdapter> = {
  /** The chains of the page's app, from the demo config. */
  chainsOf(config: DemoRuntimeConfig): readonly DemoChain[]
  /** The account and chain of the logged-in user, read from the wallet. */
  readSession(adapter: adapter, chains: readonly DemoChain[]): Promise<Session>
  renderActions(props: DemoActionsProps<adapter>): ReactNode
}
