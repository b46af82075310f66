import { Button } from '../../design/Button/Button.js'
import { Icon } from '../../design/Icon/Icon.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { texts } from '../texts.js'

export type SecurityBannerProps = { onOpen: () => void; onSkip: () => void; onDismiss: () => void }

/**
 * SPEC §2: 'Enhance your wallet security' leads to MFARequired; its close icon skips it. SPEC §4
 * do-not-disturb: "Don't remind me" dismisses it for good.
 */
export function SecurityBanner({ onOpen, onSkip, onDismiss }: SecurityBannerProps) {
  return (
    <div className="ts-securityBanner">
      <button type="button" className="ts-securityBanner__open" onClick={onOpen}>
        <Icon name="shield" />
        {texts.home.securityBanner}
      </button>
      <Button variant="link" onClick={onDismiss}>
        {texts.home.dismissSecurity}
      </Button>
      <IconButton icon="close" size="sm" label={texts.home.skipSecurity} onClick={onSkip} />
    </div>
  )
}
