import { createRoot } from 'react-dom/client'
import { MfaRestorePanel, type MfaRestorePanelProps } from '../MfaRestorePanel.js'

/** What the panel's tests mount: the prompt's state (`params`, `error`). */
export type RestorePanelScenario = Pick<MfaRestorePanelProps, 'params' | 'error'>

// The restore panel alone, for its browser tests: what it answers is recorded.
const record = { answers: [] as unknown[], cancels: 0 }
const root = createRoot(document.getElementById('root') as HTMLElement)
Object.assign(window, {
  restorePanelHarness: {
    record,
    mount: (scenario: RestorePanelScenario) =>
      root.render(
        <MfaRestorePanel
          theme="light"
          {...scenario}
          onSubmit={(answer) => record.answers.push(answer)}
          onCancel={() => {
            record.cancels += 1
          }}
        />,
      ),
  },
})
