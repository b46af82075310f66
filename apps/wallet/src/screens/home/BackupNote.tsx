import { Icon } from '../../design/Icon/Icon.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { texts } from '../texts.js'

export type BackupNoteProps = { onDismiss: () => void }

/**
 * #16: on a browser that deletes idle storage (`purgesIdleStorage`), a note on home that the
 * device factor may go after 7 days without a visit and the recovery secret restores the wallet;
 * its close icon dismisses it.
 */
export function BackupNote({ onDismiss }: BackupNoteProps) {
  return (
    <div className="ts-securityBanner" role="note">
      <p className="ts-securityBanner__text">
        <Icon name="shield" />
        {texts.home.backupNote(texts.home.backupNoteSecret)}
      </p>
      <IconButton icon="close" size="sm" label={texts.home.dismissBackupNote} onClick={onDismiss} />
    </div>
  )
}
