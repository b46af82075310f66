import {
  type Activity,
  type ActivityDetail,
  isExplorerUrl,
  type NetworkConfig,
} from '@tessera/engine'
import { shortenAddress } from '../../design/Address/shortenAddress.js'
import { Button } from '../../design/Button/Button.js'
import { dateTimeFormat } from '../dateTimeFormat.js'
import { texts } from '../texts.js'

export type ActivityItemProps = {
  readonly activity: Activity
  /** The network it was sent on: its coin is the amount's unit without a token. */
  readonly network: NetworkConfig
  /** The family's rows beyond hash and amount (nonce, gas, fee, compute units…), formatted. */
  readonly details: readonly ActivityDetail[]
  /** Issue #20: asks to cancel it; present only while the wallet can cancel it. */
  readonly onCancel?: (() => void) | undefined
}

const detailLabels: Record<ActivityDetail['label'], string> = {
  hash: texts.activity.hash,
  amount: texts.activity.amount,
  nonce: texts.activity.nonce,
  gasLimit: texts.transaction.gasLimit,
  gasPrice: texts.activity.gasPrice,
  gasUsed: texts.activity.gasUsed,
  data: texts.transaction.data,
  fee: texts.activity.fee,
  computeUnitsConsumed: texts.activity.computeUnitsConsumed,
}

/**
 * One activity (SPEC §3): operation, status, date, amount, from and to; opened, the transaction's
 * hash, amount and what its family tells of it (nonce, gas, data, fee; compute units), and its
 * page on the block explorer. A Buy shows its on-ramp order: the provider as sender, the crypto
 * bought, the order id and what was paid; a Sell (issue #20) the crypto sold to the provider's
 * deposit address and what it was sold for. A Pending transaction the wallet can cancel has 'Cancel'
 * (issue #20); a failure the wallet knows the reason of says it.
 */
export function ActivityItem({ activity, network, details, onCancel }: ActivityItemProps) {
  const { transaction, address, status } = activity
  const coin = network.nativeCurrency
  const { nft, order } = activity
  const amount = order
    ? `${order.crypto.amount} ${order.crypto.currency}`
    : nft
      ? `${transaction.amount} × ${nft.name ?? texts.transaction.nftItem(nft.collectionName, nft.tokenId)}`
      : `${transaction.amount} ${activity.customToken?.symbol ?? coin.symbol}`
  // Never a javascript: or other-scheme link, whatever reached the activity (issue #15 finding 7).
  const explorerUrl =
    activity.explorerUrl !== null && isExplorerUrl(activity.explorerUrl)
      ? activity.explorerUrl
      : null
  const rows: readonly { label: string; value: string | null }[] = [
    ...(order
      ? [
          { label: texts.activity.orderId, value: order.orderId },
          {
            label:
              activity.operation === 'Sell'
                ? texts.activity.soldForLabel
                : texts.activity.paidLabel,
            value: texts.activity.paid(order.fiat.amount, order.fiat.currency, order.fiat.fee),
          },
        ]
      : []),
    // A Buy's transaction hash comes with its order's completion.
    { label: detailLabels.hash, value: transaction.hash || null },
    { label: detailLabels.amount, value: amount },
    ...details.map((detail) => ({ ...detail, label: detailLabels[detail.label] })),
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
              {dateTimeFormat.format(activity.date)}
            </time>
          </span>
          <span className="ts-activityItem__line ts-activityItem__muted">
            <span title={address.from}>
              {texts.transaction.from}{' '}
              {order && activity.operation === 'Buy'
                ? texts.onRamp.providers[order.provider]
                : shortenAddress(address.from)}
            </span>
            <span title={address.to ?? undefined}>
              {texts.transaction.to}{' '}
              {address.to ? shortenAddress(address.to) : texts.transaction.contractCreation}
            </span>
          </span>
          {activity.failureReason && (
            <span className="ts-activityItem__reason">
              {texts.activity.failureReasons[activity.failureReason]}
            </span>
          )}
        </summary>
        <dl className="ts-activityItem__details">
          {rows.map(({ label, value }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? texts.activity.notYetKnown}</dd>
            </div>
          ))}
        </dl>
        {explorerUrl && (
          <a
            className="ts-activityItem__explorer"
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.activity.explorer}
            <span className="ts-visuallyHidden"> {texts.activity.newTab}</span>
          </a>
        )}
      </details>
      {onCancel && (
        <div className="ts-activityItem__actions">
          <Button
            variant="secondary"
            aria-label={texts.activity.cancelLabel(activity.operation, amount)}
            onClick={onCancel}
          >
            {texts.activity.cancel}
          </Button>
        </div>
      )}
    </li>
  )
}
