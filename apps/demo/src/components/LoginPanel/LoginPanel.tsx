import { useState } from 'react'
import { socialLoginKinds, type WalletAdapter } from '../../adapters/WalletAdapter.js'
import type { RunAction } from '../../hooks/useActivityLog.js'
import { fetchDemoToken } from '../../requests/fetchDemoToken.js'
import { TextField } from '../TextField/TextField.js'
import { BearerLoginFieldset } from './BearerLoginFieldset.js'

export type LoginPanelProps = {
  adapter: WalletAdapter
  run: RunAction
  /** The demo app's own backend: offers to fetch a token for the custom and bearer logins. */
  appBackendUrl?: string | undefined
}

/** The users the demo backend signs tokens for when the user id field is empty. */
const demoUserId = 'demo-user'
const demoTelegramId = '424242'

const socialLabels = { google: 'Google', discord: 'Discord', github: 'GitHub', twitter: 'Twitter' }

/** Every login the SDKs offer, plus the calls about the logged-in user. */
export function LoginPanel({ adapter, run, appBackendUrl }: LoginPanelProps) {
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [custom, setCustom] = useState({ token: '', userID: '', provider: '' })

  return (
    <section className="card" aria-labelledby="login-heading">
      <h2 id="login-heading">Log in</h2>
      <div className="buttons">
        <button
          type="button"
          data-testid="login-connect"
          onClick={() => run('connect', adapter.connect)}
        >
          Login modal
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

      <BearerLoginFieldset
        kind="firebase"
        legend="Firebase bearer"
        id={{ label: 'Firebase uid', testId: 'firebase-uid-input', fallback: demoUserId }}
        tokenLabel="Firebase id token"
        fetchLabel="Get a token from the demo backend"
        loginLabel="Log in with Firebase"
        run={run}
        appBackendUrl={appBackendUrl}
        login={({ id, token }) => adapter.loginWithFirebase({ uid: id, token })}
      />

      <BearerLoginFieldset
        kind="telegram"
        legend="Telegram bearer"
        id={{ label: 'Telegram user id', testId: 'telegram-id-input', fallback: demoTelegramId }}
        tokenLabel="Telegram login result (tgAuthResult)"
        fetchLabel="Get a Telegram login from the demo backend"
        loginLabel="Log in with Telegram"
        run={run}
        appBackendUrl={appBackendUrl}
        login={({ token }) => adapter.loginWithTelegram(token)}
      />

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
