import { useState } from 'react'
import { socialLoginKinds, type WalletAdapter } from '../../adapters/WalletAdapter.js'
import type { RunAction } from '../../hooks/useActivityLog.js'
import { fetchDemoToken } from '../../requests/fetchDemoToken.js'
import { TextField } from '../TextField/TextField.js'

export type LoginPanelProps = {
  adapter: WalletAdapter
  run: RunAction
  /** The demo app's own backend: offers to fetch a token for the custom and Firebase logins. */
  appBackendUrl?: string | undefined
}

/** The user the demo backend signs tokens for when the user id field is empty. */
const demoUserId = 'demo-user'
const demoTelegramId = '424242'

const socialLabels = { google: 'Google', discord: 'Discord', github: 'GitHub', twitter: 'Twitter' }

/** Every login the SDKs offer, plus the calls about the logged-in user. */
export function LoginPanel({ adapter, run, appBackendUrl }: LoginPanelProps) {
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [custom, setCustom] = useState({ token: '', userID: '', provider: '' })
  const [firebase, setFirebase] = useState({ uid: '', token: '' })
  const [telegram, setTelegram] = useState({ id: '', token: '' })

  return (
    <section className="card" aria-labelledby="login-heading">
      <h2 id="login-heading">Log in</h2>
      <div className="buttons">
        <button
          type="button"
          data-testid="login-connect"
          onClick={() => run('connect', adapter.connect)}
        >
          Login chooser
        </button>
        {socialLoginKinds.map((kind) => (
          <button
            key={kind}
            type="button"
            data-testid={`login-social-${kind}`}
            onClick={() => run(`login:${kind}`, () => adapter.loginWithSocial(kind))}
          >
            {socialLabels[kind]}
          </button>
        ))}
      </div>

      <fieldset>
        <legend>Email</legend>
        <TextField
          label="Email address"
          type="email"
          value={email}
          onChange={setEmail}
          testId="email-input"
          autoComplete="email"
        />
        <div className="buttons">
          <button
            type="button"
            data-testid="login-otp-start"
            onClick={() => run('login:otpStart', () => adapter.startOtpLogin(email))}
          >
            Send code
          </button>
          <button
            type="button"
            data-testid="login-link"
            onClick={() => run('login:link', () => adapter.loginWithLink(email))}
          >
            Send magic link
          </button>
        </div>
        <TextField label="One-time code" value={otp} onChange={setOtp} testId="otp-input" />
        <div className="buttons">
          <button
            type="button"
            data-testid="login-otp-complete"
            onClick={() => run('login:otpComplete', () => adapter.completeOtpLogin(otp))}
          >
            Verify code
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend>Custom token</legend>
        <TextField
          label="JWT"
          value={custom.token}
          onChange={(token) => setCustom({ ...custom, token })}
          testId="custom-token-input"
        />
        <TextField
          label="User id"
          value={custom.userID}
          onChange={(userID) => setCustom({ ...custom, userID })}
          testId="custom-user-id-input"
        />
        <TextField
          label="Provider"
          value={custom.provider}
          onChange={(provider) => setCustom({ ...custom, provider })}
          testId="custom-provider-input"
        />
        <div className="buttons">
          {appBackendUrl && (
            <button
              type="button"
              data-testid="custom-fetch-token"
              onClick={() =>
                run('demoBackend:custom-token', async () => {
                  const userID = custom.userID || demoUserId
                  const token = await fetchDemoToken(appBackendUrl, 'custom', userID)
                  setCustom({ token, userID, provider: 'demo-backend' })
                  return `token for ${userID}`
                })
              }
            >
              Get a token from the demo backend
            </button>
          )}
          <button
            type="button"
            data-testid="login-custom"
            onClick={() => run('login:custom', () => adapter.loginWithCustomProvider(custom))}
          >
            Log in with token
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend>Firebase bearer</legend>
        <TextField
          label="Firebase uid"
          value={firebase.uid}
          onChange={(uid) => setFirebase({ ...firebase, uid })}
          testId="firebase-uid-input"
        />
        <TextField
          label="Firebase id token"
          value={firebase.token}
          onChange={(token) => setFirebase({ ...firebase, token })}
          testId="firebase-token-input"
        />
        <div className="buttons">
          {appBackendUrl && (
            <button
              type="button"
              data-testid="firebase-fetch-token"
              onClick={() =>
                run('demoBackend:firebase-token', async () => {
                  const uid = firebase.uid || demoUserId
                  setFirebase({ uid, token: await fetchDemoToken(appBackendUrl, 'firebase', uid) })
                  return `ID token for ${uid}`
                })
              }
            >
              Get a token from the demo backend
            </button>
          )}
          <button
            type="button"
            data-testid="login-firebase"
            onClick={() => run('login:firebase', () => adapter.loginWithFirebase(firebase))}
          >
            Log in with Firebase
          </button>
        </div>
      </fieldset>

      <fieldset>
        <legend>Telegram bearer</legend>
        <TextField
          label="Telegram user id"
          value={telegram.id}
          onChange={(id) => setTelegram({ ...telegram, id })}
          testId="telegram-id-input"
        />
        <TextField
          label="Telegram login result (tgAuthResult)"
          value={telegram.token}
          onChange={(token) => setTelegram({ ...telegram, token })}
          testId="telegram-token-input"
        />
        <div className="buttons">
          {appBackendUrl && (
            <button
              type="button"
              data-testid="telegram-fetch-token"
              onClick={() =>
                run('demoBackend:telegram-token', async () => {
                  const id = telegram.id || demoTelegramId
                  setTelegram({ id, token: await fetchDemoToken(appBackendUrl, 'telegram', id) })
                  return `Telegram login for ${id}`
                })
              }
            >
              Get a Telegram login from the demo backend
            </button>
          )}
          <button
            type="button"
            data-testid="login-telegram"
            onClick={() => run('login:telegram', () => adapter.loginWithTelegram(telegram.token))}
          >
            Log in with Telegram
          </button>
        </div>
      </fieldset>

      <h3>Session</h3>
      <div className="buttons">
        <button
          type="button"
          data-testid="get-user"
          onClick={() => run('getUser', adapter.getUser)}
        >
          Get user
        </button>
        <button
          type="button"
          data-testid="show-wallet"
          onClick={() => run('showWallet', adapter.showWallet)}
        >
          Show wallet
        </button>
        <button
          type="button"
          className="danger"
          data-testid="logout"
          onClick={() => run('logout', adapter.logout)}
        >
          Log out
        </button>
      </div>
    </section>
  )
}
