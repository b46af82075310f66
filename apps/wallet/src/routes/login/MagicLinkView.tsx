import { type FormEvent, useState } from 'react'
import type { LinkRequest } from '../../login/createAuthClient.js'
import { describeLinkRequest } from '../../login/describeLinkRequest.js'

/** Where the magic-link page is (issue 15 finding 4: nothing completes before `confirming`). */
export type MagicLinkStep =
  | { readonly step: 'loading' }
  | {
      readonly step: 'ready'
      readonly request: LinkRequest
      readonly isWrongCode: boolean
      readonly isBusy: boolean
    }
  | { readonly step: 'done' }
  | { readonly step: 'failed'; readonly reason: 'linkGone' | 'notWaiting' | 'unexpected' }

export type MagicLinkViewProps = {
  readonly state: MagicLinkStep
  /** The user's explicit confirm, with the code as typed. */
  readonly onConfirm: (code: string) => void
}

const codeDigits = 6
const failures = {
  linkGone:
    'This link can no longer be used: it was used already, it expired, or a wrong code was typed too often. Start the login again in the app.',
  notWaiting:
    'The login this link is for no longer waits where you started it: it was cancelled or has ended. Start the login again in the app.',
  unexpected: 'Could not login, please try again',
} as const

/** Only the digits of what the user typed: "123 456" is 123456. */
const digitsOf = (typed: string) => typed.replace(/\D/g, '')

/**
 * The page a magic link opens: which app and browser asked, and a form for the code the
 * requesting side shows. Opening the page completes nothing; only Confirm with that code does.
 */
export function MagicLinkView({ state, onConfirm }: MagicLinkViewProps) {
  const [typed, setTyped] = useState('')
  if (state.step === 'loading') return <p role="status">Checking your link…</p>
  if (state.step === 'done')
    return <p role="status">You are logged in. Return to the app to continue.</p>
  if (state.step === 'failed') return <p role="alert">{failures[state.reason]}</p>
  const { request, isWrongCode, isBusy } = state
  const code = digitsOf(typed)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onConfirm(code)
  }
  return (
    <main className="login-chooser">
      <h1>Log in to {request.appName}?</h1>
      <p>{describeLinkRequest(request)}</p>
      <p>
        Type the code shown where you started logging in. If you did not start this login, close
        this page: nothing happens without the code. Never type a code someone sent or told you.
      </p>
      <form onSubmit={submit}>
        <label>
          Code shown where you started
          <input
            inputMode="numeric"
            autoComplete="off"
            maxLength={codeDigits + 2}
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" disabled={isBusy || code.length !== codeDigits}>
          Confirm login
        </button>
      </form>
      {isWrongCode && (
        <p role="alert">
          That is not the code shown where you started logging in. Check it and try again.
        </p>
      )}
    </main>
  )
}
