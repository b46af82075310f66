import { IconButton } from '../../design/IconButton/IconButton.js'
import { Notice } from '../../design/Notice/Notice.js'
import { Tooltip } from '../../design/Tooltip/Tooltip.js'
import { texts } from '../texts.js'

/** SPEC §2: 'You are not going to be charged!' with an info tooltip, on the product's network. */
export function NotChargedNotice() {
  return (
    <Notice
      tone="success"
      action={
        <Tooltip text={texts.requests.notChargedInfo}>
          {(triggerProps) => (
            <IconButton icon="info" size="sm" label={texts.requests.moreInfo} {...triggerProps} />
          )}
        </Tooltip>
      }
    >
      {texts.requests.notCharged}
    </Notice>
  )
}
