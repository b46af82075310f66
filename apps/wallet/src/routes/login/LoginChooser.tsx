import { WalletError } from '@tessera/errors'
import { popupHeightPx, popupWidthPx } from '@tessera/protocol'
import { type FormEvent, useEffect, useState } from 'react'
import { Navigate } from 'react-router'
import { useFrameState, useWalletFrame } from '../../frame/useWalletFrame.js'
import { walletRuntime } from '../../frame/walletRuntime.js'
import { loggedInPath } from '../loggedInPath.js'

export type LoginChooserProps = { readonly appId: string }

const messageOf = (error: unknown) =>
  error instanceof WalletError ? error.shortMessage : 'Could not login, please try again'

/**
 * The login chooser of a full-page wallet: email code and the app's social logins, run by the
 * same wallet core as the frame (without a host).
 */
export function LoginChooser({ appId }: LoginChooserProps) {
  const frame = useWalletFrame()
  const state = useFrameState(frame)
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [step, setStep] = useState<'email' | 'code' | 'busy'>('email')
  const [error, setError] = useState<string | undefined>()

  useEffect(() => {
    walletRuntime.start(appId, { framed: false }).catch(() => setError(messageOf(undefined)))
  }, [appId])

  if (state.status === 'loggedIn') return <Navigate to={loggedInPath} replace />
  if (!frame) return error ? <p role="alert">{error}</p> : <p role="status">Loading…</p>
  const { handlers } = frame

  const run = async (from: 'email' | 'code', action: () => unknown) => {
    setStep('busy')
    setError(undefined)
    try {
      await action()
      setStep('code')
    } catch (failure) {
      setError(messageOf(failure))
      setStep(from)
    }
  }
  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    void run('email', () => handlers.initOTPLogin(email))
  }
  const checkCode = (event: FormEvent) => {
    event.preventDefault()
    void run('code', () => handlers.completeOTPLogin(code))
  }
  const social = async (kind: string) => {
    setError(undefined)
    try {
      const url = await frame.logins.startSocial(kind)
      window.open(url, '_blank', `popup,width=${popupWidthPx},height=${popupHeightPx}`)
    } catch (failure) {
      setError(messageOf(failure))
    }
  }
  const socialLogins = frame.appConfig.logins.filter(
    (login) => !['passwordless', 'siwe', 'firebase', 'telegram'].includes(login),
  )

  return (
    <main className="login-chooser">
      <h1>Log in to {frame.appConfig.name}</h1>
      {frame.appConfig.logins.includes('passwordless') &&
        (step === 'email' ? (
          <form onSubmit={sendCode}>
            <label>
              Email
              <input
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </label>
            <button type="submit">Send code</button>
          </form>
        ) : (
          <form onSubmit={checkCode}>
            <label>
              Code sent to {email}
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </label>
            <button type="submit" disabled={step === 'busy'}>
              Log in
            </button>
          </form>
        ))}
      {socialLogins.map((kind) => (
        <button key={kind} type="button" onClick={() => void social(kind)}>
          Continue with {kind}
        </button>
      ))}
      {error && <p role="alert">{error}</p>}
    </main>
  )
}
