import { type FormEvent, useState } from 'react'
import { Button } from '../../design/Button/Button.js'
import type { Theme } from '../../design/ThemeRoot/resolveTheme.js'
import { ThemeRoot } from '../../design/ThemeRoot/ThemeRoot.js'
import type { RecoveryPromptState } from '../../mfa/createRecoveryPrompt.js'
import { mfaTexts } from './mfaTexts.js'
import { PinField } from './PinField.js'

export type MfaRestorePanelProps = {
  readonly theme: Theme
  /** Why the last try failed, from the key nodes (no secret in it). */
  readonly error: RecoveryPromptState['error']
  readonly onSubmit: (pin: string) => void
  readonly onCancel: () => void
}

/** The text of a failed try: W-117 with the attempts left, or the lock. */
function errorText(error: RecoveryPromptState['error']): string | null {
  if (!error) return null
  if (error.code === 'recovery_locked') return mfaTexts.locked
  if (error.code !== 'recovery_secret_wrong') return mfaTexts.errors.incorrectPin
  return error.attemptsLeft === undefined
    ? mfaTexts.errors.incorrectPin
    : `${mfaTexts.errors.incorrectPin}. ${mfaTexts.attemptsLeft(error.attemptsLeft)}`
}

/**
 * MFARestore (SPEC §2, `/:appId/mfa/restore`; shown by the login frame while a login waits for
 * it): the PIN that opens the recovery factor on a new device. Empty is W-104 here, a wrong PIN
 * W-117 from the key nodes; cancelling ends the login (W-121).
 */
export function MfaRestorePanel({ theme, error, onSubmit, onCancel }: MfaRestorePanelProps) {
  const [pin, setPin] = useState('')
  const [isEmpty, setIsEmpty] = useState(false)
  const [isBusy, setIsBusy] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pin.trim() === '') {
      setIsEmpty(true)
      return
    }
    setIsBusy(true)
    onSubmit(pin)
  }
  const shown = isEmpty ? mfaTexts.errors.enterPin : errorText(error)
  return (
    <ThemeRoot theme={theme} className="ts-mfa">
      <form className="ts-mfa__card" aria-labelledby="ts-mfa-restore-title" onSubmit={submit}>
        <h1 id="ts-mfa-restore-title" className="ts-mfa__title">
          {mfaTexts.restoreTitle}
        </h1>
        <p className="ts-mfa__text">{mfaTexts.restoreText}</p>
        <PinField
          id="ts-mfa-restore-pin"
          label={mfaTexts.pinLabel}
          value={pin}
          autoFocus
          onChange={(value) => {
            setPin(value)
            setIsEmpty(false)
          }}
        />
        {shown && (
          <p className="ts-mfa__error" role="alert">
            {shown}
          </p>
        )}
        <Button type="submit" isFullWidth disabled={isBusy}>
          {isBusy ? mfaTexts.working : mfaTexts.submitRestore}
        </Button>
        <Button variant="secondary" isFullWidth onClick={onCancel}>
          {mfaTexts.cancel}
        </Button>
      </form>
    </ThemeRoot>
  )
}
