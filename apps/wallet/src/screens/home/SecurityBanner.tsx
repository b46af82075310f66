import { Icon } from '../../design/Icon/Icon.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { texts } from '../texts.js'

export type SecurityBannerProps = { onOpen: () => void; onSkip: () => void }

/** SPEC §2: 'Enhance your wallet security' leads to MFARequired; its close icon skips it. */
export function SecurityBanner({ onOpen, onSkip }: SecurityBannerProps) {
  return (
    <div className="ts-securityBanner">
      <button type="button" className="ts-securityBanner__open" onClick={onOpen}>
        <Icon name="shield" />
        {texts.home.securityBanner}
      </button>
      <IconButton icon="close" size="sm" label={texts.home.skipSecurity} onClick={onSkip} />
    </div>
  )
}
