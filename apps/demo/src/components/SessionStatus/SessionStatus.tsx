import type { DemoChain } from '../../config/DemoRuntimeConfig.js'
import type { Session } from '../../hooks/useSession.js'
import type { InitStatus } from '../../hooks/useWalletInit.js'

export type SessionStatusProps = {
  initStatus: InitStatus
  session: Session
  chains: readonly DemoChain[]
}

const initLabels = {
  initializing: 'Starting wallet…',
  ready: 'Wallet ready',
  failed: 'Wallet failed to start',
}

/** The frame's state, the account and the chain, as a definition list. */
export function SessionStatus({ initStatus, session, chains }: SessionStatusProps) {
  const chain = chains.find((candidate) => candidate.id === session.chainId)
  return (
    <dl className="status" aria-label="Wallet status">
      <div>
        <dt>Wallet</dt>
        <dd data-testid="status-init" data-status={initStatus} className={`init-${initStatus}`}>
          {initLabels[initStatus]}
        </dd>
      </div>
      <div>
        <dt>Account</dt>
        <dd data-testid="status-address" data-address={session.address ?? ''} className="mono">
          {session.address ?? 'Not logged in'}
        </dd>
      </div>
      <div>
        <dt>Chain</dt>
        <dd data-testid="status-chain" data-chain-id={session.chainId ?? ''}>
          {session.chainId === undefined
            ? '—'
            : `${chain?.name ?? 'Unknown chain'} (${session.chainId})`}
        </dd>
      </div>
    </dl>
  )
}
