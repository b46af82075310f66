import { useState } from 'react'
import { Address } from '../../design/Address/Address.js'
import { Button } from '../../design/Button/Button.js'
import { Icon } from '../../design/Icon/Icon.js'
import { QrCode } from '../../design/QrCode/QrCode.js'
import type { Theme } from '../../design/ThemeRoot/resolveTheme.js'
import type { AppConnectionState } from '../hooks/useAppConnection.js'
import { texts } from '../texts.js'
import { ConnectedApps } from './ConnectedApps.js'
import type { ProfileDescription } from './describeProfile.js'
import { ThemeChoice } from './ThemeChoice.js'

export type ProfileViewProps = {
  profile: ProfileDescription
  /** The picture the login provider gave, if any; the initial stands in otherwise. */
  picture: string | undefined
  address: string
  onCopyAddress: (result: 'copied' | 'failed') => void
  networkName: string
  onExportKey: () => void
  /** EIP-2255 (issue #17): the host app's connection, null once revoked. */
  connectedApp: AppConnectionState | null
  onRevokeApp: () => void
  /** SPEC §3 local per-app theme (#20): the user's choice, undefined = the app's. */
  chosenTheme: Theme | undefined
  onChooseTheme: (choice: Theme | undefined) => void
  onLogout: () => void
}

/**
 * SPEC §2 profile: who is logged in and how, the wallet address and network, the address as a QR
 * code to receive with, the connected app (issue #17), the theme (#20), key export, logout.
 */
export function ProfileView(props: ProfileViewProps) {
  const { profile } = props
  // A picture that fails to load (offline, gone) falls back to the initial.
  const [isPictureBroken, setIsPictureBroken] = useState(false)
  return (
    <div className="ts-profile">
      <h1 className="ts-visuallyHidden">{texts.shell.tabs.profile}</h1>
      <section className="ts-profile__card" aria-label={texts.profile.account}>
        {props.picture && !isPictureBroken ? (
          <img
            className="ts-profile__avatar"
            src={props.picture}
            alt=""
            referrerPolicy="no-referrer"
            onError={() => setIsPictureBroken(true)}
          />
        ) : (
          <span className="ts-profile__avatar ts-profile__initial" aria-hidden="true">
            {profile.initial}
          </span>
        )}
        <div className="ts-profile__who">
          <p className="ts-profile__title">{profile.title}</p>
          {profile.subtitle && <p className="ts-muted">{profile.subtitle}</p>}
          <p className="ts-muted ts-profile__method">
            {texts.profile.loginMethod} <strong>{profile.method}</strong>
          </p>
        </div>
      </section>
      <section aria-labelledby="ts-profile-wallet">
        <h2 id="ts-profile-wallet" className="ts-section__title">
          {texts.profile.wallet}
        </h2>
        <dl className="ts-details">
          <div className="ts-details__row">
            <dt>{texts.profile.address}</dt>
            <dd>
              <Address
                address={props.address}
                copyLabel={texts.home.copyAddress}
                onCopy={props.onCopyAddress}
              />
            </dd>
          </div>
          <div className="ts-details__row">
            <dt>{texts.profile.network}</dt>
            <dd>{props.networkName}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="ts-profile-receive">
        <h2 id="ts-profile-receive" className="ts-section__title">
          {texts.profile.receive}
        </h2>
        <QrCode value={props.address} label={texts.profile.addressCode} />
        <p className="ts-muted ts-profile__hint">{texts.profile.receiveHint(props.networkName)}</p>
      </section>
      <ConnectedApps connected={props.connectedApp} onRevoke={props.onRevokeApp} />
      <ThemeChoice chosen={props.chosenTheme} onChoose={props.onChooseTheme} />
      <section aria-labelledby="ts-profile-security">
        <h2 id="ts-profile-security" className="ts-section__title">
          {texts.profile.security}
        </h2>
        <p className="ts-muted ts-profile__hint">{texts.profile.exportKeyHint}</p>
        <Button variant="secondary" isFullWidth onClick={props.onExportKey}>
          <Icon name="shield" size={16} />
          {texts.profile.exportKey}
        </Button>
      </section>
      <Button variant="danger" isFullWidth onClick={props.onLogout}>
        {texts.profile.logout}
      </Button>
    </div>
  )
}
