import { type FormEvent, useState } from 'react'
import { Button } from '../../design/Button/Button.js'
import type { Theme } from '../../design/ThemeRoot/resolveTheme.js'
import { ThemeRoot } from '../../design/ThemeRoot/ThemeRoot.js'
import { mfaTexts } from './mfaTexts.js'
import { PinField } from './PinField.js'

/** Where a setup is: typing, running (split, reshare, seal), done, failed (W-128), cancelled (W-121). */
export type MfaSetupStatus = 'idle' | 'busy' | 'done' | 'failed' | 'cancelled'

export type MfaSetupViewProps = {
  readonly theme: Theme
  readonly status: MfaSetupStatus
  readonly onSubmit: (pin: string) => void
  readonly onCancel: () => void
  readonly onDone: () => void
}

/**
 * MFASetup (SPEC §2, `/:appId/mfa/setup`, full page): a PIN typed twice. Empty is W-104; on
 * success 'MFA setup completed' (SPEC §9); a failure W-128; cancelling W-121.
 */
export function MfaSetupView({ theme, status, onSubmit, onCancel, onDone }: MfaSetupViewProps) {
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pin.trim() === '') return setProblem(mfaTexts.errors.enterPin)
    if (pin !== confirm) return setProblem(mfaTexts.pinsDiffer)
    setProblem(null)
    onSubmit(pin)
  }
  if (status === 'done' || status === 'cancelled')
    return (
      <ThemeRoot theme={theme} className="ts-mfa">
        <section className="ts-mfa__card">
          <p className="ts-mfa__text" role="status">
            {status === 'done' ? mfaTexts.completed : mfaTexts.errors.cancelled}
          </p>
          <Button isFullWidth onClick={onDone}>
            {mfaTexts.back}
          </Button>
        </section>
      </ThemeRoot>
    )
  const shown = problem ?? (status === 'failed' ? mfaTexts.errors.setupFailed : null)
  return (
    <ThemeRoot theme={theme} className="ts-mfa">
      <form className="ts-mfa__card" aria-labelledby="ts-mfa-setup-title" onSubmit={submit}>
        <h1 id="ts-mfa-setup-title" className="ts-mfa__title">
          {mfaTexts.setupTitle}
        </h1>
        <p className="ts-mfa__text">{mfaTexts.setupText}</p>
        <PinField
          id="ts-mfa-setup-pin"
          label={mfaTexts.pinLabel}
          value={pin}
          onChange={setPin}
          autoFocus
        />
        <PinField
          id="ts-mfa-setup-confirm"
          label={mfaTexts.confirmPinLabel}
          value={confirm}
          onChange={setConfirm}
        />
        {shown && (
          <p className="ts-mfa__error" role="alert">
            {shown}
          </p>
        )}
        <Button type="submit" isFullWidth disabled={status === 'busy'}>
          {status === 'busy' ? mfaTexts.working : mfaTexts.submitSetup}
        </Button>
        <Button variant="secondary" isFullWidth disabled={status === 'busy'} onClick={onCancel}>
          {mfaTexts.cancel}
        </Button>
      </form>
    </ThemeRoot>
  )
}
