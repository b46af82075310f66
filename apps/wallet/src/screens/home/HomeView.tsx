import { Address } from '../../design/Address/Address.js'
import { Button } from '../../design/Button/Button.js'
import { Icon } from '../../design/Icon/Icon.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { texts } from '../texts.js'
import { AssetList, type AssetRow } from './AssetList.js'
import { BackupNote } from './BackupNote.js'
import { SecurityBanner, type SecurityBannerProps } from './SecurityBanner.js'
import './Home.css'

export type HomeViewProps = {
  address: string
  onCopy: (result: 'copied' | 'failed') => void
  /** Undefined until the first balance read. */
  totalBalance: { amount: string; fiat: string | undefined } | undefined
  onRefresh: () => void
  onSend: () => void
  buy: { isEnabled: boolean; onClick: () => void }
  sell: { isEnabled: boolean; onClick: () => void }
  assets: readonly AssetRow[] | undefined
  onNewAsset: (() => void) | undefined
  securityBanner: SecurityBannerProps | undefined
  /** #16: the note that this browser may delete the device factor; undefined: not shown. */
  backupNote: { onDismiss: () => void } | undefined
}

/** SPEC §2 home: address, 'Total Balance:', Send/Buy/Sell, assets, security banner, backup note. */
export function HomeView(props: HomeViewProps) {
  const { totalBalance } = props
  const onRamps = [
    { kind: 'buy', action: props.buy, unavailable: texts.home.buyUnavailable },
    { kind: 'sell', action: props.sell, unavailable: texts.home.sellUnavailable },
  ] as const
  return (
    <div className="ts-home">
      <h1 className="ts-visuallyHidden">{texts.shell.tabs.tokens}</h1>
      {props.securityBanner && <SecurityBanner {...props.securityBanner} />}
      {props.backupNote && <BackupNote {...props.backupNote} />}
      <section className="ts-balanceCard" aria-label={texts.home.totalBalance}>
        <Address address={props.address} copyLabel={texts.home.copyAddress} onCopy={props.onCopy} />
        <div className="ts-balanceCard__row">
          <div>
            <p className="ts-balanceCard__label">{texts.home.totalBalance}</p>
            {totalBalance ? (
              <p className="ts-balanceCard__amount">
                {totalBalance.amount}
                {totalBalance.fiat && (
                  <span className="ts-balanceCard__fiat"> ({totalBalance.fiat})</span>
                )}
              </p>
            ) : (
              <Spinner label={texts.home.loadingBalance} />
            )}
          </div>
          <IconButton icon="refresh" label={texts.home.refresh} onClick={props.onRefresh} />
        </div>
        <div className="ts-balanceCard__actions">
          <Button onClick={props.onSend}>
            <Icon name="send" size={16} />
            {texts.home.send}
          </Button>
          {onRamps.map(({ kind, action }) => (
            <Button
              key={kind}
              variant="secondary"
              disabled={!action.isEnabled}
              aria-describedby={action.isEnabled ? undefined : `ts-${kind}-reason`}
              onClick={action.onClick}
            >
              <Icon name={kind} size={16} />
              {texts.home[kind]}
            </Button>
          ))}
        </div>
        {onRamps.map(
          ({ kind, action, unavailable }) =>
            !action.isEnabled && (
              <p key={kind} id={`ts-${kind}-reason`} className="ts-muted ts-balanceCard__reason">
                {unavailable}
              </p>
            ),
        )}
      </section>
      <AssetList assets={props.assets} onNewAsset={props.onNewAsset} />
    </div>
  )
}
