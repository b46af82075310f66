import type { ChannelListener, PusherClient } from '../onRamps/createPusherClient.js'

/**
 * An order event of the card on-ramp's realtime channel (issue #20, shared/notes §4b): order
 * `order-1`, a Buy of 0.05 ETH for 100 USD (fee 2.5), processing.
 */
export const testTransakOrderEvent = {
  id: 'order-1',
  status: 'PROCESSING',
  isBuyOrSell: 'BUY',
  fiatCurrency: 'USD',
  cryptoCurrency: 'ETH',
  fiatAmount: 100,
  cryptoAmount: 0.05,
  totalFeeInFiat: 2.5,
}

/**
 * A realtime client (`PusherClient`) the test publishes on by hand: `listeners` holds who listens,
 * by channel; `publish` sends `testTransakOrderEvent`, `fields` overriding, on `channel`.
 */
export function fakeRealtime() {
  const listeners = new Map<string, ChannelListener>()
  const client: PusherClient = {
    subscribe(channel, listener) {
      listeners.set(channel, listener)
      return () => listeners.delete(channel)
    },
  }
  const publish = (channel: string, fields: Record<string, unknown>) =>
    listeners.get(channel)?.('ORDER_PROCESSING', { ...testTransakOrderEvent, ...fields })
  return { client, listeners, publish }
}
