import { useCallback, useMemo } from 'react'
import type { WalletAdapter } from '../../adapters/WalletAdapter.js'
import type { DemoRuntimeConfig } from '../../config/DemoRuntimeConfig.js'
import type { DemoFamily } from '../../families/DemoFamily.js'
import { useActivityLog } from '../../hooks/useActivityLog.js'
import { useSession } from '../../hooks/useSession.js'
import { useWalletInit } from '../../hooks/useWalletInit.js'
import { LoginPanel } from '../LoginPanel/LoginPanel.js'
import { LogPanel } from '../LogPanel/LogPanel.js'
import { type DemoPageId, PageHeader } from '../PageHeader/PageHeader.js'
import { SessionStatus } from '../SessionStatus/SessionStatus.js'

export type DemoAppProps<adapter extends WalletAdapter> = {
  page: DemoPageId
  adapter: adapter
  family: DemoFamily<adapter>
  config: DemoRuntimeConfig
}

/** One demo page: the same panels whichever SDK the adapter wraps, the family's requests. */
export function DemoApp<adapter extends WalletAdapter>({
  page,
  adapter,
  family,
  config,
}: DemoAppProps<adapter>) {
  const log = useActivityLog()
  const initStatus = useWalletInit(adapter, log.run)
  const chains = useMemo(() => family.chainsOf(config), [family, config])
  const readSession = useCallback(
    () => family.readSession(adapter, chains),
    [family, adapter, chains],
  )
  const session = useSession({
    adapter,
    readSession,
    isReady: initStatus === 'ready',
    onEvent: log.recordEvent,
    run: log.run,
  })
  return (
    <main className="page">
      <PageHeader current={page} sdkName={adapter.sdkName} />
      <SessionStatus initStatus={initStatus} session={session} chains={chains} />
      <div className="columns">
        <div className="stack">
          <LoginPanel adapter={adapter} run={log.run} appBackendUrl={config.appBackendUrl} />
          {family.renderActions({ adapter, config, session, chains, run: log.run })}
        </div>
        <LogPanel entries={log.entries} onClear={log.clear} />
      </div>
    </main>
  )
}
