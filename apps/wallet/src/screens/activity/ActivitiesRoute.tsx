import type { Activity } from '@tessera/engine'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { useActivities } from '../hooks/useActivities.js'
import { useActivityDetails } from '../hooks/useActivityDetails.js'
import { useApprovals } from '../hooks/useApprovals.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { requestPath } from '../paths.js'
import { PendingRequestCard } from '../requests/PendingRequestCard.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { ActivityItem } from './ActivityItem.js'
import { CancelActivity } from './CancelActivity.js'
import './Activity.css'

/**
 * `/loggedin/activities`: the requests the user chose to 'Do this later' (SPEC §4), each one
 * decided from its full view, then the selected network's transaction history (SPEC §3 Activity);
 * a Pending transaction the wallet sent can be cancelled from there (issue #20).
 */
export function ActivitiesRoute() {
  const { skipped } = useApprovals()
  const network = useSelectedNetwork()
  const activities = useActivities(network.id)
  const detailsOf = useActivityDetails()
  const navigate = useNavigate()
  const { canCancel } = useWalletContext().engine.activities
  const [cancelling, setCancelling] = useState<Activity>()
  return (
    <section className="ts-activities" aria-labelledby="ts-activities-title">
      <h1 id="ts-activities-title" className="ts-pageTitle">
        {texts.activity.title}
      </h1>
      {skipped.length === 0 && activities.length === 0 && (
        <EmptyState icon="activity" title={texts.activity.empty} />
      )}
      {skipped.length > 0 && (
        <>
          <h2 className="ts-section__title">{texts.activity.awaiting}</h2>
          <ul className="ts-pendingList">
            {skipped.map((entry) => (
              <PendingRequestCard
                key={entry.request.id}
                pending={entry}
                onViewDetails={() => navigate(requestPath(entry.request.id))}
              />
            ))}
          </ul>
        </>
      )}
      {activities.length > 0 && (
        <>
          <h2 id="ts-activities-history" className="ts-section__title">
            {texts.activity.history}
          </h2>
          <ul className="ts-activityList" aria-labelledby="ts-activities-history">
            {activities.map((activity) => (
              <ActivityItem
                key={activity.order?.orderId ?? activity.txHash}
                activity={activity}
                network={network}
                details={detailsOf(activity)}
                onCancel={canCancel(activity) ? () => setCancelling(activity) : undefined}
              />
            ))}
          </ul>
        </>
      )}
      {cancelling && (
        <CancelActivity activity={cancelling} onClose={() => setCancelling(undefined)} />
      )}
    </section>
  )
}
