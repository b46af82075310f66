import type { RecoveryPasskey, RecoverySecret } from '@tessera/keys'
import { type FormEvent, useState } from 'react'
import { Button } from '../../design/Button/Button.js'
import type { Theme } from '../../design/ThemeRoot/resolveTheme.js'
import { ThemeRoot } from '../../design/ThemeRoot/ThemeRoot.js'
import type { RecoveryPromptState } from '../../mfa/createRecoveryPrompt.js'
import { RecoveryPasskeyError } from '../../mfa/passkey/RecoveryPasskeyError.js'
import { readRecoveryPasskey } from '../../mfa/passkey/readRecoveryPasskey.js'
import { mfaTexts } from './mfaTexts.js'
import { questionsProblemText } from './questionsProblemText.js'
import { restoreErrorText } from './restoreErrorText.js'
import { SecretField } from './SecretField.js'
import { securityQuestionText } from './securityQuestions.js'

export type MfaRestorePanelProps = {
  readonly theme: Theme
  /**
   * PIN, answers (and which questions) or passkey (and which), as the key nodes agree on them;
   * undefined when they refused to say (`error`: locked, or this device's clock is off).
   */
  readonly params: RecoveryPromptState['params']
  /** Why the last try failed, from the key nodes (no secret in it). */
  readonly error: RecoveryPromptState['error']
  /** The secret, or 'retry': ask the nodes again (after the clock was set right). */
  readonly onSubmit: (answer: RecoverySecret | 'retry') => void
  readonly onCancel: () => void
}

/**
 * MFARestore (SPEC §2, `/:appId/mfa/restore`; shown by the login frame while a login waits for
 * it): the PIN, the answers to the questions the factor was sealed with, or the PRF output of its
 * passkey (issue #16, asked in the click: WebAuthn needs the gesture), that open the recovery
 * factor on a new device. Empty is W-104 (PIN) or W-118 (an answer) here, a wrong secret W-117
 * (PIN) or W-116 (answers), or the passkey's text, from the key nodes; a closed passkey prompt can be retried;
 * cancelling ends the login (W-121). Locked (no end time: until MFA is set up again) it offers
 * only Cancel; a wrong device clock (#16 review finding 7) says so, and can be tried again.
 */
export function MfaRestorePanel({
  theme,
  params,
  error,
  onSubmit,
  onCancel,
}: MfaRestorePanelProps) {
  const [pin, setPin] = useState('')
  const [answers, setAnswers] = useState<readonly string[]>(
    () => params?.questionIds.map(() => '') ?? [],
  )
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const isAnswers = params?.kind === 'answers'
  const texts = params ? mfaTexts.restore[params.kind] : mfaTexts.restoreBlocked
  const isLocked = error?.code === 'recovery_locked'
  const readPasskey = async (passkey: RecoveryPasskey) => {
    setProblem(null)
    setIsBusy(true)
    try {
      onSubmit(await readRecoveryPasskey({ rpId: location.hostname, ...passkey }))
    } catch (error) {
      const isCancelled =
        error instanceof RecoveryPasskeyError && error.code === 'passkey_cancelled'
      setProblem(
        isCancelled
          ? mfaTexts.passkey.refused.passkey_cancelled
          : mfaTexts.restore.passkey.unsupported,
      )
      setIsBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isLocked) return
    if (!params) return onSubmit('retry')
    if (params.kind === 'passkey') return void readPasskey(params.passkey)
    const rows = params.questionIds.map((questionId, index) => ({
      questionId,
      answer: answers[index] ?? '',
    }))
    const emptyPin = pin.trim() === '' ? mfaTexts.errors.enterPin : undefined
    const found = isAnswers ? questionsProblemText(rows) : emptyPin
    if (found) return setProblem(found)
    setIsBusy(true)
    onSubmit(isAnswers ? { kind: 'answers', answers: rows } : { kind: 'pin', pin })
  }
  const typed = (change: () => void) => {
    change()
    setProblem(null)
  }
  const shown = problem ?? restoreErrorText(error, params?.kind)
  return (
    <ThemeRoot theme={theme} className="ts-mfa">
      <form className="ts-mfa__card" aria-labelledby="ts-mfa-restore-title" onSubmit={submit}>
        <h1 id="ts-mfa-restore-title" className="ts-mfa__title">
          {texts.title}
        </h1>
        <p className="ts-mfa__text">{texts.text}</p>
        {!params || isLocked || params.kind === 'passkey' ? null : isAnswers ? (
          params.questionIds.map((questionId, index) => (
            <SecretField
              key={questionId}
              kind="answer"
              id={`ts-mfa-restore-${questionId}`}
              label={securityQuestionText(questionId)}
              value={answers[index] ?? ''}
              autoFocus={index === 0}
              onChange={(value) =>
                typed(() => setAnswers(answers.map((old, at) => (at === index ? value : old))))
              }
            />
          ))
        ) : (
          <SecretField
            kind="pin"
            id="ts-mfa-restore-pin"
            label={mfaTexts.pinLabel}
            value={pin}
            autoFocus
            onChange={(value) => typed(() => setPin(value))}
          />
        )}
        {shown && (
          <p className="ts-mfa__error" role="alert">
            {shown}
          </p>
        )}
        <Button type="submit" isFullWidth disabled={isBusy || isLocked}>
          {isBusy
            ? mfaTexts.working
            : !params
              ? mfaTexts.tryAgain
              : params.kind === 'passkey'
                ? mfaTexts.usePasskey
                : mfaTexts.submitRestore}
        </Button>
        <Button variant="secondary" isFullWidth onClick={onCancel}>
          {mfaTexts.cancel}
        </Button>
      </form>
    </ThemeRoot>
  )
}
