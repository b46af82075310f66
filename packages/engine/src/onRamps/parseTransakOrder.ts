import type { TransakOrder } from './followTransakOrder.js'

/** Transak's order statuses (SPEC §4); an order in any other is not one the wallet knows. */
export const transakOrderStatuses: ReadonlySet<string> = new Set([
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
])

/** The longest id or currency code a realtime order may carry. */
const maxTextLength = 128
/** The longest `transactionLink` kept (an explorer URL). */
const maxLinkLength = 2048

/**
 * The order of a realtime event, validated field by field: the channel is public, so anything not
 * shaped like a Transak order (unknown status, unbounded text, a hash that is not 32 bytes of hex,
 * a negative or non-finite amount) is undefined and never recorded.
 */
export function parseTransakOrder(data: unknown): TransakOrder | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const order = data as Record<string, unknown>
  const id = boundedText(order.id, maxTextLength)
  const status = boundedText(order.status, maxTextLength)
  const fiatCurrency = boundedText(order.fiatCurrency, maxTextLength)
  const cryptoCurrency = boundedText(order.cryptoCurrency, maxTextLength)
  const fiatAmount = amount(order.fiatAmount)
  const cryptoAmount = amount(order.cryptoAmount)
  const totalFeeInFiat = amount(order.totalFeeInFiat)
  const transactionHash = nullable(order.transactionHash, isTransactionHash)
  const transactionLink = nullable(order.transactionLink, (value) =>
    boundedText(value, maxLinkLength),
  )
  if (
    id === undefined ||
    status === undefined ||
    !transakOrderStatuses.has(status) ||
    (order.isBuyOrSell !== 'BUY' && order.isBuyOrSell !== 'SELL') ||
    fiatCurrency === undefined ||
    cryptoCurrency === undefined ||
    fiatAmount === undefined ||
    cryptoAmount === undefined ||
    totalFeeInFiat === undefined ||
    transactionHash === undefined ||
    transactionLink === undefined
  )
    return undefined
  return {
    id,
    status,
    isBuyOrSell: order.isBuyOrSell,
    fiatCurrency,
    cryptoCurrency,
    fiatAmount,
    cryptoAmount,
    totalFeeInFiat,
    transactionHash,
    transactionLink,
  }
}

function boundedText(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength
    ? value
    : undefined
}

function amount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

function isTransactionHash(value: unknown): string | undefined {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value) ? value : undefined
}

/** Null (or absent, or '') as null; otherwise `parse`'s value, undefined when it does not parse. */
function nullable(value: unknown, parse: (value: unknown) => string | undefined) {
  return value === null || value === undefined || value === '' ? null : parse(value)
}
