import { Icon } from '../../design/Icon/Icon.js'
import { texts } from '../texts.js'

export type CollapsedBarProps = { pendingCount: number; onExpand: () => void }

/** The collapsed widget (SPEC §4: 40px high, 100px wide): one button that expands it. */
export function CollapsedBar({ pendingCount, onExpand }: CollapsedBarProps) {
  return (
    <main className="ts-collapsedBar__main">
      <h1 className="ts-visuallyHidden">{texts.shell.productName}</h1>
      <button type="button" className="ts-collapsedBar" onClick={onExpand}>
        <Icon name="tokens" />
        <span className="ts-visuallyHidden">{texts.shell.expand}</span>
        <Icon name="chevronUp" />
        {pendingCount > 0 && (
          <span className="ts-collapsedBar__badge">
            <span aria-hidden="true">{pendingCount}</span>
            <span className="ts-visuallyHidden">{texts.shell.pendingStrip(pendingCount)}</span>
          </span>
        )}
      </button>
    </main>
  )
}
