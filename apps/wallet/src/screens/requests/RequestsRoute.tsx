import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { useApprovals } from '../hooks/useApprovals.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { paths, requestPath } from '../paths.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { ApprovalView } from './ApprovalView.js'
import { isOwnNetwork } from './isOwnNetwork.js'
import { NotChargedNotice } from './NotChargedNotice.js'
import { PendingRequestCard } from './PendingRequestCard.js'

/**
 * `/loggedin/requests` (SPEC §2): the request chosen by `?id=` (pending or skipped) or the
 * oldest pending one in full, the other pending ones shrunk, or the empty state.
 */
export function RequestsRoute() {
  const { appMode, appName } = useWalletContext()
  const { pending, skipped } = useApprovals()
  const network = useSelectedNetwork()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const chosenId = searchParams.get('id')
  const chosen = [...pending, ...skipped].find((entry) => String(entry.request.id) === chosenId)
  const shown = chosen ?? pending[0]
  const isChosenGone = chosenId !== null && !chosen && pending.length === 0

  useEffect(() => {
    // SPEC §4: a decided request that was chosen by id leaves nothing to show: back home.
    if (isChosenGone) navigate(paths.home)
  }, [isChosenGone, navigate])

  if (!shown) {
    return (
      <EmptyState icon="activity" title={texts.requests.empty}>
        <p className="ts-muted">{texts.requests.emptyDetail}</p>
      </EmptyState>
    )
  }
  const isSkipped = skipped.includes(shown)
  const others = pending.filter((entry) => entry !== shown)
  return (
    <div className="ts-requests">
      <h1 className="ts-visuallyHidden">{texts.requests.title}</h1>
      {isOwnNetwork(network) && <NotChargedNotice />}
      <ApprovalView
        pending={shown}
        appName={appName}
        canDoLater={appMode === 'full' && !isSkipped}
      />
      {others.length > 0 && (
        <ul className="ts-pendingList" aria-label={texts.requests.title}>
          {others.map((entry) => (
            <PendingRequestCard
              key={entry.request.id}
              pending={entry}
              onViewDetails={() => navigate(requestPath(entry.request.id))}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
