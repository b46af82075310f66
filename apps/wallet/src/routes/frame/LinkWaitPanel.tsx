import { Button } from '../../design/Button/Button.js'
import type { Theme } from '../../design/ThemeRoot/resolveTheme.js'
import { ThemeRoot } from '../../design/ThemeRoot/ThemeRoot.js'
import './LinkWaitPanel.css'

export type LinkWaitPanelProps = {
  readonly email: string
  readonly confirmCode: string
  readonly theme: Theme
  readonly onCancel: () => void
}

/**
 * What the requesting frame shows while a magic-link login waits (issue 15 finding 4): where
 * the link went and the code the link page asks for. Whoever opens a link without having seen
 * this screen has no code, so a link asked for by someone else logs nobody in.
 */
export function LinkWaitPanel({ email, confirmCode, theme, onCancel }: LinkWaitPanelProps) {
  return (
    <ThemeRoot theme={theme} className="ts-linkWait">
      <section className="ts-linkWait__card" aria-labelledby="ts-linkWait-title">
        <h1 id="ts-linkWait-title" className="ts-linkWait__title">
          Check your email
        </h1>
        <p className="ts-linkWait__text">
          We sent a login link to {email}. Open it, then type this code on the page it opens:
        </p>
        <output className="ts-linkWait__code" aria-label="Confirmation code">
          {confirmCode}
        </output>
        <p className="ts-linkWait__note">
          Type it only on that page. Nobody from the app will ever ask you for it.
        </p>
        <Button variant="secondary" isFullWidth onClick={onCancel}>
          Cancel
        </Button>
      </section>
    </ThemeRoot>
  )
}
