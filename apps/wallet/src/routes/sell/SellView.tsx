import { shortenAddress } from '../../design/Address/shortenAddress.js'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { OpenedPage, type OpenedPageStep, type OpenedPageViewProps } from '../OpenedPage.js'
import type { PreparedSell } from './prepareSell.js'
import { sellTexts } from './sellTexts.js'

/**
 * Where the sell page is (issue #20): the frame's recorded order (`sell.order.state` says whether
 * it may still be approved), `busy` while the frame is asked, and the last failure's text.
 */
export type SellStep = OpenedPageStep<{
  readonly step: 'order'
  readonly sell: PreparedSell
  readonly busy: boolean
  readonly error?: string | undefined
}>

export type SellViewProps = OpenedPageViewProps<SellStep>

/**
 * The sell page (SPEC §2 `/:appId/sell/transak`): what the frame recorded the order sells, for how
 * much and the fee, and where the crypto goes (addresses shortened 6…6, whole in their title),
 * with Approve and Reject while it is Unapproved; otherwise where it is.
 */
export function SellView({ state, onApprove, onReject }: SellViewProps) {
  return (
    <OpenedPage state={state} loadingText={sellTexts.loading}>
      <h1>{sellTexts.title}</h1>
      {state.step === 'refused' && <Notice tone="danger">{state.error}</Notice>}
      {state.step === 'order' && (
        <SellOrder state={state} onApprove={onApprove} onReject={onReject} />
      )}
    </OpenedPage>
  )
}

function SellOrder({
  state,
  onApprove,
  onReject,
}: SellViewProps & { state: Extract<SellStep, { step: 'order' }> }) {
  const { order, network } = state.sell
  return (
    <>
      <p className="ts-sell__summary">
        {order.logo && <img src={order.logo} alt="" width={24} height={24} />}
        {sellTexts.summary(
          order.cryptoAmount,
          order.cryptoCurrency,
          order.fiatAmount,
          order.fiatCurrency,
        )}
      </p>
      <dl className="ts-sell__details">
        <dt>{sellTexts.fee}</dt>
        <dd>{`${order.totalFeeInFiat} ${order.fiatCurrency}`}</dd>
        <dt>{sellTexts.to}</dt>
        <dd title={order.to}>{shortenAddress(order.to)}</dd>
        <dt>{sellTexts.from}</dt>
        <dd title={order.from}>{shortenAddress(order.from)}</dd>
        <dt>{sellTexts.network}</dt>
        <dd>{`${network} (chain ${order.chainId})`}</dd>
        <dt>{sellTexts.orderId}</dt>
        <dd>{order.orderId}</dd>
      </dl>
      {order.state === 'unapproved' && (
        <>
          <p>{sellTexts.explain}</p>
          <div className="ts-sell__actions">
            <Button variant="secondary" onClick={onReject} disabled={state.busy}>
              {sellTexts.reject}
            </Button>
            <Button onClick={onApprove} disabled={state.busy}>
              {state.busy ? sellTexts.sending : sellTexts.approve}
            </Button>
          </div>
        </>
      )}
      {order.state === 'sending' && <Notice tone="info">{sellTexts.stillSending}</Notice>}
      {order.state === 'sent' && (
        <Notice tone="success">
          <p>{sellTexts.sent}</p>
          <p>
            {sellTexts.txHash}: <output>{order.txHash}</output>
          </p>
        </Notice>
      )}
      {order.state === 'failed' && <Notice tone="danger">{sellTexts.failed}</Notice>}
      {order.state === 'rejected' && <Notice tone="info">{sellTexts.rejected}</Notice>}
      {order.state === 'closed' && <Notice tone="info">{sellTexts.closed}</Notice>}
      {state.error && <Notice tone="danger">{state.error}</Notice>}
    </>
  )
}
