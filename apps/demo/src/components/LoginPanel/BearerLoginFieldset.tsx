import { useState } from 'react'
import type { RunAction } from '../../hooks/useActivityLog.js'
import { fetchDemoToken } from '../../requests/fetchDemoToken.js'
import { TextField } from '../TextField/TextField.js'

export type BearerLoginFieldsetProps = {
  /** Names the log entries (`demoBackend:{kind}-token`, `login:{kind}`) and test ids. */
  kind: 'firebase' | 'telegram'
  legend: string
  id: { label: string; testId: string; fallback: string }
  tokenLabel: string
  fetchLabel: string
  loginLabel: string
  run: RunAction
  /** The demo app's own backend, when one runs: it hands out a token for the id. */
  appBackendUrl?: string | undefined
  login: (bearer: { id: string; token: string }) => Promise<void>
}

/** A bearer login (Firebase, Telegram): the user's id at the provider and the token it issued. */
export function BearerLoginFieldset(props: BearerLoginFieldsetProps) {
  const { kind, id, run, appBackendUrl } = props
  const [bearer, setBearer] = useState({ id: '', token: '' })
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <TextField
        label={id.label}
        value={bearer.id}
        onChange={(value) => setBearer({ ...bearer, id: value })}
        testId={id.testId}
      />
      <TextField
        label={props.tokenLabel}
        value={bearer.token}
        onChange={(token) => setBearer({ ...bearer, token })}
        testId={`${kind}-token-input`}
      />
      <div className="buttons">
        {appBackendUrl && (
          <button
            type="button"
            data-testid={`${kind}-fetch-token`}
            onClick={() =>
              run(`demoBackend:${kind}-token`, async () => {
                const user = bearer.id || id.fallback
                setBearer({ id: user, token: await fetchDemoToken(appBackendUrl, kind, user) })
                return `${props.legend} token for ${user}`
              })
            }
          >
            {props.fetchLabel}
          </button>
        )}
        <button
          type="button"
          data-testid={`login-${kind}`}
          onClick={() => run(`login:${kind}`, () => props.login(bearer))}
        >
          {props.loginLabel}
        </button>
      </div>
    </fieldset>
  )
}
