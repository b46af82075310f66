import type { Activity, NetworkConfig } from '@tessera/engine'
import { formatGwei, formatUnits } from 'viem'
import { shortenAddress } from '../../design/Address/shortenAddress.js'
import { texts } from '../texts.js'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

export type ActivityItemProps = {
  readonly activity: Activity
  /** The network it was sent on: its coin pays the fee and is the amount's unit without a token. */
  readonly network: NetworkConfig
}

/**
 * One activity (SPEC §3): operation, status, date, amount, from and to; opened, the transaction's
 * hash, amount, nonce, gas, data and fee, and its page on the block explorer.
 */
export function ActivityItem({ activity, network }: ActivityItemProps) {
  const { transaction, address, status } = activity
  const coin = network.nativeCurrency
  const { nft } = activity
  const amount = nft
    ? `${transaction.amount} × ${nft.name ?? texts.transaction.nftItem(nft.collectionName, nft.tokenId)}`
    : `${transaction.amount} ${activity.customToken?.symbol ?? coin.symbol}`
  const known = (value: string | null, show: (known: string) => string) =>
    value === null ? texts.activity.notYetKnown : show(value)
  const details: readonly (readonly [string, string])[] = [
    [texts.activity.hash, transaction.hash],
    [texts.activity.amount, amount],
    [texts.activity.nonce, transaction.nonce?.toString() ?? texts.activity.notYetKnown],
    [texts.transaction.gasLimit, known(transaction.gasLimit, (gas) => gas)],
    [
      texts.activity.gasPrice,
      known(transaction.gasPrice, (wei) => `${formatGwei(BigInt(wei))} gwei`),
    ],
    [texts.activity.gasUsed, known(transaction.gasUsed, (gas) => gas)],
    [texts.transaction.data, transaction.data ?? '0x'],
    [
      texts.activity.fee,
      known(transaction.fee, (wei) => `${formatUnits(BigInt(wei), coin.decimals)} ${coin.symbol}`),
    ],
  ]
  return (
    <li className="ts-activityItem">
      <details>
        <summary className="ts-activityItem__summary">
          <span className="ts-activityItem__line">
            <span className="ts-activityItem__operation">{activity.operation}</span>
            <span className="ts-activityItem__amount">{amount}</span>
          </span>
          <span className="ts-activityItem__line ts-activityItem__muted">
            <span className={`ts-activityItem__status ts-activityItem__status--${status}`}>
              {status}
            </span>
            <time dateTime={new Date(activity.date).toISOString()}>
              {dateFormat.format(activity.date)}
            </time>
          </span>
          <span className="ts-activityItem__line ts-activityItem__muted">
            <span title={address.from}>
              {texts.transaction.from} {shortenAddress(address.from)}
            </span>
            <span title={address.to ?? undefined}>
              {texts.transaction.to}{' '}
              {address.to ? shortenAddress(address.to) : texts.transaction.contractCreation}
            </span>
          </span>
        </summary>
        <dl className="ts-activityItem__details">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {activity.explorerUrl && (
          <a
            className="ts-activityItem__explorer"
            href={activity.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.activity.explorer}
            <span className="ts-visuallyHidden"> {texts.activity.newTab}</span>
          </a>
        )}
      </details>
    </li>
  )
}
