import type { NetworkConfig, SimulationResult } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { Spinner } from '../../../design/Spinner/Spinner.js'
import { texts } from '../../texts.js'
import { formatBalanceChange } from './formatBalanceChange.js'

/** The simulation of a transaction (issue #6, beyond the spec), or loading. */
export type PredictedEffectState = { readonly status: 'loading' } | SimulationResult

export type PredictedEffectViewProps = {
  state: PredictedEffectState
  nativeCurrency: NetworkConfig['nativeCurrency']
  /** 2 on the compact approval (under its h1), 3 on the expanded one (under its h2). */
  level: 2 | 3
}

/**
 * The predicted balance changes of a transaction, or a clear warning with the reason when it
 * would revert: on the first view of every approval, compact and expanded (issue #17).
 */
export function PredictedEffectView({ state, nativeCurrency, level }: PredictedEffectViewProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="ts-effect-title">
      <Heading id="ts-effect-title" className="ts-section__title">
        {texts.transaction.effect}
      </Heading>
      {state.status === 'loading' && <Spinner label={texts.transaction.effectLoading} />}
      {state.status === 'unavailable' && (
        <p className="ts-muted">{texts.transaction.effectUnavailable}</p>
      )}
      {state.status === 'reverted' && (
        <Notice tone="danger">
          <p className="ts-notice__line">{texts.transaction.willRevert}</p>
          {state.reason && (
            <p className="ts-notice__line">{texts.transaction.revertReason(state.reason)}</p>
          )}
        </Notice>
      )}
      {state.status === 'success' && state.changes.length === 0 && (
        <p className="ts-muted">{texts.transaction.effectNone}</p>
      )}
      {state.status === 'success' && state.changes.length > 0 && (
        <ul className="ts-effect__list">
          {state.changes.map((change) => {
            const line = formatBalanceChange(change, nativeCurrency)
            return (
              <li key={line} className={change.delta < 0n ? 'ts-effect__out' : 'ts-effect__in'}>
                {line}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
