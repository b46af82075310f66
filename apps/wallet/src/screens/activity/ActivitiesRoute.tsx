import { useNavigate } from 'react-router'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { useApprovals } from '../hooks/useApprovals.js'
import { requestPath } from '../paths.js'
import { PendingRequestCard } from '../requests/PendingRequestCard.js'
import { texts } from '../texts.js'

/**
 * `/loggedin/activities`: the requests the user chose to 'Do this later' (SPEC §4), each one
 * decided from its full view. The transaction history joins this list in its own issue.
 */
export function ActivitiesRoute() {
  const { skipped } = useApprovals()
  const navigate = useNavigate()
  return (
    <section className="ts-activities" aria-labelledby="ts-activities-title">
      <h1 id="ts-activities-title" className="ts-pageTitle">
        {texts.activity.title}
      </h1>
      {skipped.length === 0 ? (
        <EmptyState icon="activity" title={texts.activity.empty} />
      ) : (
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
    </section>
  )
}
