import type { CallBatch } from '@tessera/engine'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { useActivities } from '../hooks/useActivities.js'
import { useActivityDetails } from '../hooks/useActivityDetails.js'
import { useCallBatch } from '../hooks/useCallBatch.js'
import { useNetworkOf } from '../hooks/useNetworkOf.js'
import { paths } from '../paths.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'
import { ActivityItem } from './ActivityItem.js'
import { type CallBatchRow, callBatchRows } from './callBatchRows.js'
import './Activity.css'
import './CallBatch.css'

/**
 * `/loggedin/activities/batch?id=…`: what the wallet opens on when the app asks with EIP-5792
 * wallet_showCallsStatus (issue #17): the calls of that one batch in its order, each sent one as
 * its Activity (status Pending, Success or Failed, followed as every transaction), the others
 * waiting to be sent or never sent; then a way to the whole Activity.
 */
export function CallBatchRoute() {
  const [search] = useSearchParams()
  const batch = useCallBatch(search.get('id') ?? '')
  return (
    <section className="ts-activities" aria-labelledby="ts-activities-title">
      <h1 id="ts-activities-title" className="ts-pageTitle">
        {texts.activity.title}
      </h1>
      {batch ? (
        <CallBatchCalls batch={batch} />
      ) : (
        <EmptyState icon="activity" title={texts.activity.batchUnknown} />
      )}
      <Link className="ts-callBatch__all" to={paths.activities}>
        {texts.activity.allActivity}
      </Link>
    </section>
  )
}

function CallBatchCalls({ batch }: { readonly batch: CallBatch }) {
  const { appName } = useWalletContext()
  const network = useNetworkOf(batch.networkId)
  const activities = useActivities(batch.networkId)
  const detailsOf = useActivityDetails()
  const { callCount } = batch
  return (
    <>
      <h2 id="ts-callBatch-title" className="ts-section__title">
        {texts.activity.batchTitle(appName, callCount)}
      </h2>
      <ol className="ts-activityList" aria-labelledby="ts-callBatch-title">
        {callBatchRows(batch, activities).map((row, index) =>
          row.kind === 'sent' ? (
            <ActivityItem
              key={row.activity.txHash}
              activity={row.activity}
              network={network}
              details={detailsOf(row.activity)}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a call's place in the batch is its identity
            <li key={index} className="ts-activityItem ts-callBatch__call">
              <span className="ts-activityItem__operation">
                {texts.activity.batchCall(index, callCount)}
              </span>
              <span className="ts-activityItem__muted">{unsentText(row)}</span>
            </li>
          ),
        )}
      </ol>
    </>
  )
}

function unsentText(row: Exclude<CallBatchRow, { kind: 'sent' }>): string {
  if (row.kind === 'unrecorded') return texts.activity.batchUnrecorded(row.hash)
  return row.kind === 'waiting' ? texts.activity.batchWaiting : texts.activity.batchNotSent
}
