import { newPinProblem, type RecoverySecret } from '@tessera/keys'
import { type FormEvent, useState } from 'react'
import { Button } from '../../design/Button/Button.js'
import { Tabs } from '../../design/Tabs/Tabs.js'
import type { Theme } from '../../design/ThemeRoot/resolveTheme.js'
import { ThemeRoot } from '../../design/ThemeRoot/ThemeRoot.js'
import type { RecoveryPasskeyErrorCode } from '../../mfa/passkey/RecoveryPasskeyError.js'
import { mfaTexts } from './mfaTexts.js'
import { QuestionsSetupFields } from './QuestionsSetupFields.js'
import type { QuestionAnswer } from './questionsProblem.js'
import { questionsProblemText } from './questionsProblemText.js'
import { SecretField } from './SecretField.js'
import { securityQuestionCount } from './securityQuestions.js'

/** Where a setup is: typing, running (split, reshare, seal), done, failed (W-128), cancelled (W-121). */
export type MfaSetupStatus = 'idle' | 'busy' | 'done' | 'failed' | 'cancelled'

export type MfaSetupViewProps = {
  readonly theme: Theme
  readonly status: MfaSetupStatus
  /** With 'failed': what to say (W-128, or this device's clock: `setupFailureText`). */
  readonly failure?: string | undefined
  /**
   * With 'done', where the browser deletes idle storage (#16): the note that the device factor may
   * go after 7 days without a visit and the recovery secret restores the wallet.
   */
  readonly backupNote?: string | undefined
  readonly onSubmit: (secret: RecoverySecret) => void
  /**
   * Makes the passkey and sets up with it; runs in the click (WebAuthn needs the user's gesture).
   * Answers why no passkey was made, if none was; a later failure is `status` 'failed'.
   */
  readonly onCreatePasskey: () => Promise<RecoveryPasskeyErrorCode | undefined>
  readonly onCancel: () => void
  readonly onDone: () => void
}

type Method = keyof typeof mfaTexts.methods

const methodTabs = (['pin', 'answers', 'passkey'] as const).map((value) => ({
  value,
  label: mfaTexts.methods[value],
}))

const unpicked: readonly QuestionAnswer[] = Array.from({ length: securityQuestionCount }, () => ({
  questionId: '',
  answer: '',
}))

/**
 * Why a new PIN cannot be set: empty (W-104), too easy to guess (`newPinProblem`), its
 * confirmation empty (W-132) or another PIN.
 */
function pinProblemText(pin: string, confirm: string): string | undefined {
  if (pin.trim() === '') return mfaTexts.errors.enterPin
  const weak = newPinProblem(pin)
  if (weak) return mfaTexts.weakPin[weak]
  if (confirm.trim() === '') return mfaTexts.errors.fillAll
  return pin === confirm ? undefined : mfaTexts.pinsDiffer
}

/**
 * MFASetup (SPEC §2, `/:appId/mfa/setup`, full page): a PIN typed twice (W-104, W-132), three
 * preset security questions and their answers (W-118 … W-120), or a new passkey (issue #16; where
 * passkeys have no PRF it switches to the PIN tab and says why). On success 'MFA setup completed'
 * (SPEC §9), with the backup note where the browser deletes idle storage; a failure W-128 or the
 * device's clock; cancelling W-121.
 */
export function MfaSetupView({
  theme,
  status,
  failure,
  backupNote,
  onSubmit,
  onCreatePasskey,
  onCancel,
  onDone,
}: MfaSetupViewProps) {
  const [method, setMethod] = useState<Method>('pin')
  const [pin, setPin] = useState('')
  const [confirm, setConfirm] = useState('')
  const [rows, setRows] = useState(unpicked)
  const [problem, setProblem] = useState<string | null>(null)
  const createPasskey = async () => {
    setProblem(null)
    const refused = await onCreatePasskey()
    if (refused === 'passkey_unsupported') setMethod('pin')
    if (refused) setProblem(mfaTexts.passkey.refused[refused])
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (method === 'passkey') return void createPasskey()
    const found = method === 'pin' ? pinProblemText(pin, confirm) : questionsProblemText(rows)
    setProblem(found ?? null)
    if (found) return
    onSubmit(method === 'pin' ? { kind: 'pin', pin } : { kind: 'answers', answers: rows })
  }
  if (status === 'done' || status === 'cancelled')
    return (
      <ThemeRoot theme={theme} className="ts-mfa">
        <section className="ts-mfa__card">
          <p className="ts-mfa__text" role="status">
            {status === 'done' ? mfaTexts.completed : mfaTexts.errors.cancelled}
          </p>
          {status === 'done' && backupNote && (
            <p className="ts-mfa__text" role="note">
              {backupNote}
            </p>
          )}
          <Button isFullWidth onClick={onDone}>
            {mfaTexts.back}
          </Button>
        </section>
      </ThemeRoot>
    )
  const shown = problem ?? (status === 'failed' ? (failure ?? mfaTexts.errors.setupFailed) : null)
  return (
    <ThemeRoot theme={theme} className="ts-mfa">
      <form className="ts-mfa__card" aria-labelledby="ts-mfa-setup-title" onSubmit={submit}>
        <h1 id="ts-mfa-setup-title" className="ts-mfa__title">
          {mfaTexts.setupTitle}
        </h1>
        <p className="ts-mfa__text">{mfaTexts.setupText}</p>
        <Tabs
          label={mfaTexts.methodLabel}
          tabs={methodTabs}
          selected={method}
          onSelect={(next) => {
            setMethod(next)
            setProblem(null)
          }}
        >
          <div className="ts-mfa__fields">
            {method === 'pin' ? (
              <>
                <SecretField
                  kind="pin"
                  id="ts-mfa-setup-pin"
                  label={mfaTexts.newPinLabel}
                  value={pin}
                  onChange={setPin}
                  autoFocus
                />
                <SecretField
                  kind="pin"
                  id="ts-mfa-setup-confirm"
                  label={mfaTexts.confirmPinLabel}
                  value={confirm}
                  onChange={setConfirm}
                />
              </>
            ) : method === 'answers' ? (
              <QuestionsSetupFields rows={rows} onChange={setRows} />
            ) : (
              <p className="ts-mfa__text">{mfaTexts.passkey.text}</p>
            )}
          </div>
        </Tabs>
        {shown && (
          <p className="ts-mfa__error" role="alert">
            {shown}
          </p>
        )}
        <Button type="submit" isFullWidth disabled={status === 'busy'}>
          {status === 'busy'
            ? mfaTexts.working
            : method === 'passkey'
              ? mfaTexts.passkey.create
              : mfaTexts.submitSetup}
        </Button>
        <Button variant="secondary" isFullWidth disabled={status === 'busy'} onClick={onCancel}>
          {mfaTexts.cancel}
        </Button>
      </form>
    </ThemeRoot>
  )
}
