import { Button } from '../../design/Button/Button.js'
import { dateTimeFormat } from '../dateTimeFormat.js'
import type { AppConnectionState } from '../hooks/useAppConnection.js'
import { texts } from '../texts.js'

export type ConnectedAppsProps = {
  /** The host app's connection, null once revoked. */
  connected: AppConnectionState | null
  onRevoke: () => void
}

/** Profile's Connected apps (EIP-2255, issue #17): the host origin, since when, and Revoke. */
export function ConnectedApps({ connected, onRevoke }: ConnectedAppsProps) {
  return (
    <section aria-labelledby="ts-profile-apps">
      <h2 id="ts-profile-apps" className="ts-section__title">
        {texts.profile.connectedApps}
      </h2>
      {connected ? (
        <div className="ts-profile__app">
          <div className="ts-profile__who">
            <p className="ts-profile__origin">{connected.origin}</p>
            <p className="ts-muted">
              {texts.profile.connectedSince(dateTimeFormat.format(connected.connectedAt))}
            </p>
          </div>
          <Button
            variant="secondary"
            onClick={onRevoke}
            aria-label={texts.profile.revokeApp(connected.origin)}
          >
            {texts.profile.revoke}
          </Button>
        </div>
      ) : (
        <p className="ts-muted ts-profile__hint">{texts.profile.noConnectedApps}</p>
      )}
    </section>
  )
}
