export {
  type CreateOnRampClientParameters,
  createOnRampClient,
  type OnRampClient,
} from './createOnRampClient.js'
export {
  type FetchTransakNetworksParameters,
  fetchTransakNetworks,
  parseTransakNetworks,
  type TransakNetworks,
} from './fetchTransakNetworks.js'
export { type OnRampNetworks, type OnRampProvider, onRampProviders } from './onRampProviders.js'
export {
  type FetchSecondOnRampNetworksParameters,
  fetchSecondOnRampNetworks,
  parseSecondOnRampNetworks,
  type SecondOnRampNetworks,
  type SecondOnRampUrlParameters,
  secondOnRampUrl,
} from './secondOnRamp.js'
export {
  type OnRampKind,
  type TransakWidgetUrlParameters,
  transakWidgetUrl,
} from './transakWidgetUrl.js'
