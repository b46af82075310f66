import { Button } from '../../design/Button/Button.js'
import { EmptyState } from '../../design/EmptyState/EmptyState.js'
import { Icon } from '../../design/Icon/Icon.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { texts } from '../texts.js'

/** One asset as the list shows it (SPEC §2: name, balance to 4 decimals, symbol). */
export type AssetRow = {
  readonly key: string
  readonly name: string
  readonly balance: string
  readonly symbol: string
  readonly logo?: string | undefined
}

export type AssetListProps = {
  /** Undefined while loading; the native coin first. */
  assets: readonly AssetRow[] | undefined
  /** SPEC §2: 'New Asset' on EVM only. */
  onNewAsset: (() => void) | undefined
}

/** The home assets list with its 'No tokens added' empty state and 'New Asset' button. */
export function AssetList({ assets, onNewAsset }: AssetListProps) {
  const [native, ...tokens] = assets ?? []
  return (
    <section className="ts-assets" aria-labelledby="ts-assets-title">
      <div className="ts-assets__header">
        <h2 id="ts-assets-title" className="ts-section__title">
          {texts.home.assets}
        </h2>
        {onNewAsset && (
          <Button variant="link" onClick={onNewAsset}>
            <Icon name="plus" size={16} />
            {texts.home.newAsset}
          </Button>
        )}
      </div>
      {!assets && <Spinner label={texts.home.loadingBalance} />}
      {native && (
        <ul className="ts-assets__list">
          {[native, ...tokens].map((asset) => (
            <li key={asset.key} className="ts-assets__row">
              {asset.logo ? (
                <img className="ts-assets__logo" src={asset.logo} alt="" />
              ) : (
                <span className="ts-assets__logo ts-assets__monogram" aria-hidden="true">
                  {asset.symbol.slice(0, 1)}
                </span>
              )}
              <span className="ts-assets__name">{asset.name}</span>
              <span className="ts-assets__balance">
                {asset.balance} {asset.symbol}
              </span>
            </li>
          ))}
        </ul>
      )}
      {assets && tokens.length === 0 && <EmptyState icon="tokens" title={texts.home.noTokens} />}
    </section>
  )
}
