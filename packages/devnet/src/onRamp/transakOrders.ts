import { randomBytes, randomUUID } from 'node:crypto'
import type { PusherChannels } from './attachPusherChannels.js'

/** Transak's order status codes (shared/notes §4d), in the order a bought order goes through them. */
export const transakOrderStatuses = [
  'AWAITING_PAYMENT_FROM_USER',
  'PAYMENT_DONE_MARKED_BY_USER',
  'PROCESSING',
  'PENDING_DELIVERY_FROM_TRANSAK',
  'ON_HOLD_PENDING_DELIVERY_FROM_TRANSAK',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
] as const

export type TransakOrderStatus = (typeof transakOrderStatuses)[number]

const finalStatuses: ReadonlySet<TransakOrderStatus> = new Set([
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'REFUNDED',
  'EXPIRED',
])

/** True for the statuses after which an order never changes. */
export const isFinalTransakStatus = (status: TransakOrderStatus) => finalStatuses.has(status)

/** The realtime event Transak sends for a status (docs.transak.com websocket events). */
const eventOf: Readonly<Record<TransakOrderStatus, string>> = {
  AWAITING_PAYMENT_FROM_USER: 'ORDER_CREATED',
  PAYMENT_DONE_MARKED_BY_USER: 'ORDER_PAYMENT_VERIFYING',
  PROCESSING: 'ORDER_PROCESSING',
  PENDING_DELIVERY_FROM_TRANSAK: 'ORDER_PROCESSING',
  ON_HOLD_PENDING_DELIVERY_FROM_TRANSAK: 'ORDER_PROCESSING',
  COMPLETED: 'ORDER_COMPLETED',
  CANCELLED: 'ORDER_FAILED',
  FAILED: 'ORDER_FAILED',
  EXPIRED: 'ORDER_FAILED',
  REFUNDED: 'ORDER_REFUNDED',
}

/** The order object Transak's events carry (fields the wallet reads, shared/notes §4e). */
export type TransakOrder = {
  readonly id: string
  readonly status: TransakOrderStatus
  readonly isBuyOrSell: 'BUY' | 'SELL'
  readonly fiatCurrency: string
  readonly cryptoCurrency: string
  readonly fiatAmount: number
  readonly cryptoAmount: number
  readonly totalFeeInFiat: number
  readonly network: string
  readonly walletAddress: string
  readonly partnerCustomerId: string | null
  readonly partnerOrderId: string | null
  readonly transactionHash: string | null
  readonly transactionLink: string | null
  readonly createdAt: string
  readonly updatedAt: string
}

export type PlaceOrderParameters = Pick<
  TransakOrder,
  | 'isBuyOrSell'
  | 'network'
  | 'walletAddress'
  | 'partnerCustomerId'
  | 'partnerOrderId'
  | 'cryptoCurrency'
>

/** Where the stand-in asks a seller to send the crypto (a sell order's `walletAddress`). */
export const transakDepositAddress = '0x5e11000000000000000000000000000000de9051'

/** A number as a plain decimal ('0.0000001', never '1e-7'), as Transak writes query amounts. */
const plainDecimal = (value: number) =>
  value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })

/**
 * The query Transak appends to a SELL's `redirectURL` (shared/notes §4c, walletRedirection): the
 * order's id, amounts and currencies, its status, the deposit address as `walletAddress`, the fee,
 * the partner's ids and the network.
 */
export function sellRedirectQuery(order: TransakOrder): string {
  return new URLSearchParams({
    orderId: order.id,
    fiatCurrency: order.fiatCurrency,
    cryptoCurrency: order.cryptoCurrency,
    fiatAmount: plainDecimal(order.fiatAmount),
    cryptoAmount: plainDecimal(order.cryptoAmount),
    isBuyOrSell: order.isBuyOrSell,
    status: order.status,
    walletAddress: order.walletAddress,
    totalFeeInFiat: plainDecimal(order.totalFeeInFiat),
    partnerCustomerId: order.partnerCustomerId ?? '',
    partnerOrderId: order.partnerOrderId ?? '',
    network: order.network,
  }).toString()
}

export type TransakOrderBook = ReturnType<typeof createTransakOrderBook>

/**
 * The stand-in's orders. Each change is published as Transak does: on the public channel
 * `<orderId>` and, when the widget was given a `partnerOrderId`, on `<apiKey>_<partnerOrderId>`.
 * A completed order gets a transaction hash and `transactionLink` (`{explorerUrl}/tx/{hash}`).
 */
export function createTransakOrderBook(parameters: {
  readonly apiKey: string
  readonly channels: PusherChannels
  readonly explorerUrl: string
}) {
  const orders = new Map<string, TransakOrder>()
  const publish = (order: TransakOrder) => {
    orders.set(order.id, order)
    const event = eventOf[order.status]
    parameters.channels.publish(order.id, event, order)
    if (order.partnerOrderId !== null)
      parameters.channels.publish(`${parameters.apiKey}_${order.partnerOrderId}`, event, order)
    return order
  }
  return {
    get: (id: string) => orders.get(id),
    /** A new order awaiting the user's payment (`ORDER_CREATED`); fixed amounts, no payment. */
    place(order: PlaceOrderParameters): TransakOrder {
      const now = new Date().toISOString()
      return publish({
        ...order,
        id: randomUUID(),
        status: 'AWAITING_PAYMENT_FROM_USER',
        fiatCurrency: 'USD',
        fiatAmount: 100,
        cryptoAmount: 0.05,
        totalFeeInFiat: 2.5,
        transactionHash: null,
        transactionLink: null,
        createdAt: now,
        updatedAt: now,
      })
    },
    /** Moves order `id` to `status`; throws once the order is final. */
    advance(id: string, status: TransakOrderStatus): TransakOrder {
      const order = orders.get(id)
      if (!order) throw new RangeError(`No order ${id}`)
      if (finalStatuses.has(order.status)) throw new RangeError(`Order is ${order.status}`)
      const hash =
        status === 'COMPLETED' ? `0x${randomBytes(32).toString('hex')}` : order.transactionHash
      return publish({
        ...order,
        status,
        transactionHash: hash,
        transactionLink: hash === null ? null : `${parameters.explorerUrl}/tx/${hash}`,
        updatedAt: new Date().toISOString(),
      })
    },
  }
}
