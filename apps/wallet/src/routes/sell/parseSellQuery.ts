import { WalletError } from '@tessera/errors'
import { sellQueryFields } from '@tessera/protocol'

/** The order the card on-ramp returned the sell tab with (shared/notes §4c), as read. */
export type SellQuery = {
  readonly orderId: string
  readonly network: string
  readonly cryptoCurrency: string
  /** The crypto to send, a positive decimal in the token's units ('0.05'). */
  readonly cryptoAmount: string
  /** Transak's deposit address, where the crypto goes. */
  readonly walletAddress: string
  /** The seller, which must be the logged-in address. */
  readonly partnerCustomerId: string
  readonly fiatAmount: string
  readonly fiatCurrency: string
  readonly totalFeeInFiat: string
  readonly status: string
}

const positive = (value: string) => /[1-9]/.test(value)

/**
 * Each field's rule beyond its message schema (`sellQueryFields`, the one definition of its
 * limits) and what the page says when it is missing or breaks either.
 */
const rules: Readonly<Record<keyof SellQuery, { test: (value: string) => boolean; is: string }>> = {
  orderId: { test: (value) => /^[A-Za-z0-9_-]+$/.test(value), is: 'an order id' },
  network: { test: (value) => /^[A-Za-z0-9_-]+$/.test(value), is: 'a network name' },
  cryptoCurrency: { test: (value) => /^[A-Za-z0-9]+$/.test(value), is: 'a currency code' },
  cryptoAmount: { test: positive, is: 'a positive amount' },
  walletAddress: { test: () => true, is: 'an address' },
  partnerCustomerId: { test: () => true, is: 'an address' },
  fiatAmount: { test: positive, is: 'a positive amount' },
  fiatCurrency: { test: (value) => /^[A-Za-z]{3}$/.test(value), is: 'a currency code' },
  totalFeeInFiat: { test: () => true, is: 'an amount' },
  status: {
    test: (value) => value === 'AWAITING_PAYMENT_FROM_USER',
    is: 'AWAITING_PAYMENT_FROM_USER (an order still to pay)',
  },
}

/** Transak's own examples wrap string values in quotes (`%22…%22`): strip one pair. */
function unquoted(value: string): string {
  const trimmed = value.trim()
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed
}

/**
 * The sell page's query, strictly (issue #20, shared/notes §4c): every field the page uses must be
 * there once and well formed, surrounding quotes stripped, `isBuyOrSell` SELL and the order still
 * awaiting payment; `totalFee` (older docs) stands in for `totalFeeInFiat`. Throws W-141 naming
 * the first bad field, so the page shows it and sends nothing.
 */
export function parseSellQuery(query: URLSearchParams): SellQuery {
  const read = (name: string): string | undefined => {
    const values = query.getAll(name)
    if (values.length > 1) throw new WalletError('W-141', { details: `${name} is given twice` })
    return values[0] === undefined ? undefined : unquoted(values[0])
  }
  if (read('isBuyOrSell') !== 'SELL')
    throw new WalletError('W-141', { details: 'isBuyOrSell must be SELL' })
  const field = (name: keyof SellQuery) => {
    const value = read(name) ?? (name === 'totalFeeInFiat' ? read('totalFee') : undefined)
    if (
      value === undefined ||
      !sellQueryFields[name].safeParse(value).success ||
      !rules[name].test(value)
    )
      throw new WalletError('W-141', { details: `${name} must be ${rules[name].is}` })
    return value
  }
  return {
    orderId: field('orderId'),
    network: field('network'),
    cryptoCurrency: field('cryptoCurrency'),
    cryptoAmount: field('cryptoAmount'),
    walletAddress: field('walletAddress'),
    partnerCustomerId: field('partnerCustomerId'),
    fiatAmount: field('fiatAmount'),
    fiatCurrency: field('fiatCurrency'),
    totalFeeInFiat: field('totalFeeInFiat'),
    status: field('status'),
  }
}
