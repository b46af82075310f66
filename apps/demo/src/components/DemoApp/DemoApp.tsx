import type { WalletAdapter } from '../../adapters/WalletAdapter.js'
import type { DemoRuntimeConfig } from '../../config/DemoRuntimeConfig.js'
import { useActivityLog } from '../../hooks/useActivityLog.js'
import { useSession } from '../../hooks/useSession.js'
import { useWalletInit } from '../../hooks/useWalletInit.js'
import { ActionsPanel } from '../ActionsPanel/ActionsPanel.js'
import { LoginPanel } from '../LoginPanel/LoginPanel.js'
import { LogPanel } from '../LogPanel/LogPanel.js'
import { type DemoPageId, PageHeader } from '../PageHeader/PageHeader.js'
import { SessionStatus } from '../SessionStatus/SessionStatus.js'

export type DemoAppProps = { page: DemoPageId; adapter: WalletAdapter; config: DemoRuntimeConfig }

/** One demo page: the same panels whichever SDK the adapter wraps. */
export function DemoApp({ page, adapter, config }: DemoAppProps) {
  const log = useActivityLog()
  const initStatus = useWalletInit(adapter, log.run)
  const session = useSession({
    adapter,
    isReady: initStatus === 'ready',
    onEvent: log.recordEvent,
    run: log.run,
  })
  return (
    <main className="page">
      <PageHeader current={page} sdkName={adapter.sdkName} />
      <SessionStatus initStatus={initStatus} session={session} chains={config.chains} />
      <div className="columns">
        <div className="stack">
          <LoginPanel adapter={adapter} run={log.run} appBackendUrl={config.appBackendUrl} />
          <ActionsPanel
            provider={adapter.provider}
            session={session}
            chains={config.chains}
            run={log.run}
          />
        </div>
        <LogPanel entries={log.entries} onClear={log.clear} />
      </div>
    </main>
  )
}
