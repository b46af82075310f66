export { assertSellToken, type SellToken } from './assertSellToken.js'
export {
  type CreateOnRampClientParameters,
  createOnRampClient,
  type OnRampClient,
} from './createOnRampClient.js'
export {
  type ChannelListener,
  type CreatePusherClientParameters,
  createPusherClient,
  type PusherClient,
  type RealtimeSocket,
} from './createPusherClient.js'
export {
  type CreateTransakSellsParameters,
  createTransakSells,
  type TransakSell,
  type TransakSells,
} from './createTransakSells.js'
export {
  type FetchTransakNetworksParameters,
  fetchTransakNetworks,
  parseTransakNetworks,
  type TransakNetworks,
} from './fetchTransakNetworks.js'
export {
  type FetchTransakSellTokenParameters,
  fetchTransakSellToken,
  type TransakSellToken,
} from './fetchTransakSellToken.js'
export {
  type FollowStoredTransakOrdersParameters,
  followStoredTransakOrders,
} from './followStoredTransakOrders.js'
export type { TransakOrder } from './followTransakOrder.js'
export { type OnRampNetworks, type OnRampProvider, onRampProviders } from './onRampProviders.js'
export {
  type FetchSecondOnRampNetworksParameters,
  fetchSecondOnRampNetworks,
  parseSecondOnRampNetworks,
  type SecondOnRampNetworks,
  type SecondOnRampUrlParameters,
  secondOnRampUrl,
} from './secondOnRamp.js'
export { type TrackTransakBuyParameters, trackTransakBuy } from './trackTransakBuy.js'
export {
  type OnRampKind,
  type TransakWidgetUrlParameters,
  transakWidgetUrl,
} from './transakWidgetUrl.js'
