/** Buying with a card, or selling to one (SPEC §2 Buy and Sell). */
export type OnRampKind = 'buy' | 'sell'

export type TransakWidgetUrlParameters = {
  readonly kind: OnRampKind
  /** The hosted widget (`https://global.transak.com`, or the local stand-in). */
  readonly widgetUrl: string
  /** The partner's public widget key (not a secret, but never logged). */
  readonly apiKey: string
  readonly walletAddress: string
  /** The user's e-mail when the login gave one; left out otherwise. */
  readonly email: string | undefined
  /** Transak's network name of the chain (`TransakNetworks`). */
  readonly network: string
  /** The wallet's accent colour as hex, with or without '#'. */
  readonly themeColor: string
  /** Sell only: the wallet page Transak returns to (`/{appId}/sell/transak`, SPEC §2). */
  readonly redirectUrl: string /**
   * Buy: the wallet's own id of this order, so it can follow the order on the partner-order
   * channel before Transak has given it an id (`trackTransakBuy`); absent, the order is not followed.
   */
  readonly partnerOrderId?: string
}

/**
 * The card on-ramp widget to open in a new tab (SPEC §7): query `apiKey`, `walletAddress`, `email`,
 * `network`, `themeColor`; a sell adds `productsAvailed=SELL`, `walletRedirection=true`,
 * `redirectURL` and `partnerCustomerId` (the wallet address), so Transak hands the crypto transfer
 * back to the wallet's sell page.
 */
export function transakWidgetUrl(parameters: TransakWidgetUrlParameters): string {
  const url = new URL(parameters.widgetUrl)
  const query = url.searchParams
  query.set('apiKey', parameters.apiKey)
  query.set('walletAddress', parameters.walletAddress)
  if (parameters.email !== undefined) query.set('email', parameters.email)
  query.set('network', parameters.network)
  // Transak takes the colour as bare hex digits.
  query.set('themeColor', parameters.themeColor.replace(/^#/, ''))
  if (parameters.partnerOrderId !== undefined)
    query.set('partnerOrderId', parameters.partnerOrderId)
  if (parameters.kind === 'sell') {
    query.set('productsAvailed', 'SELL')
    query.set('walletRedirection', 'true')
    query.set('redirectURL', parameters.redirectUrl)
    query.set('partnerCustomerId', parameters.walletAddress)
  }
  return url.href
}
