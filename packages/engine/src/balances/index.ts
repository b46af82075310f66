export type { AssetEntry, NativeCurrency, TokenInfo } from './assetEntry.js'
export {
  type BalancePoller,
  type BalanceSnapshot,
  type CreateBalancePollerParameters,
  createBalancePoller,
} from './createBalancePoller.js'
export { formatListBalance, formatTokenAmount, formatTotalBalance } from './formatTokenAmount.js'
export { multicall3Address } from './multicall3Address.js'
export {
  type ReadBalancesErrorType,
  type ReadBalancesParameters,
  readBalances,
} from './readBalances.js'
export { selectShownAssets } from './selectShownAssets.js'
