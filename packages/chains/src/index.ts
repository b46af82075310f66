// @tessera/chains: one adapter per chain family behind one interface (issue #14). The root entry
// holds the family-agnostic types and helpers and the lazy registry; each family is its own
// entry (`./evm`, `./solana`), so a wallet loads only the family of its app.

export type {
  Activity,
  ActivityDetail,
  ActivityFailureReason,
  ActivityNft,
  ActivityOperation,
  ActivityOrder,
  ActivityProgress,
  ActivityStatus,
  ActivityStore,
  CancelQuote,
} from './activities/Activity.js'
export { alreadyMined, notCancellable } from './activities/cancelRefusals.js'
export type {
  ActivityCancels,
  ChainAdapter,
  CustomTokens,
  FamilyCapabilities,
  FamilyNfts,
  NetworkForms,
} from './adapter/ChainAdapter.js'
export { loadChainAdapter } from './adapter/loadChainAdapter.js'
export type { AssetBook, AssetBookChange, AssetKey } from './assets/AssetBook.js'
export type { AssetEntry, NativeCurrency, TokenInfo } from './assets/AssetEntry.js'
export type { CustomToken, KnownToken, TokenMetadata } from './assets/KnownToken.js'
export { monogramLogo } from './assets/monogramLogo.js'
export {
  type AssetToWatch,
  isNft,
  type Nft,
  type NftAttribute,
  type NftKey,
  type NftToWatch,
  type WatchedAsset,
  type WatchedAssetDescription,
  type WatchedNft,
  type WatchedToken,
} from './assets/WatchedAsset.js'
export type { ChainFamily } from './ChainFamily.js'
export type {
  RequestWarning,
  TransactionParams,
  TypedDataNode,
} from './evm/requests/EvmRequestDescription.js'
export { isSiweDomainOf } from './evm/siwe/isSiweDomainOf.js'
export type { CustomFeeField, FeeChoice, FeeOption, FeeQuote, FeeSpeed } from './fees/FeeQuote.js'
export type { Hex } from './Hex.js'
export { NodeRpcError } from './NodeRpcError.js'
export { assertRpcUrlScheme, unsupportedProtocolScheme } from './networks/assertRpcUrlScheme.js'
export {
  assertExplorerUrl,
  explorerUrlNotAllowed,
  isExplorerUrl,
} from './networks/isExplorerUrl.js'
export type { NetworkBook } from './networks/NetworkBook.js'
export type { NetworkConfig } from './networks/NetworkConfig.js'
export type { NetworkForm } from './networks/NetworkForm.js'
export {
  familyOfNetworkId,
  isNetworkId,
  type NetworkId,
  networkIdOf,
  networkNamespaces,
  referenceOf,
} from './networks/NetworkId.js'
export type { ServerChain } from './networks/ServerChain.js'
export { hasNftDetails } from './nfts/hasNftDetails.js'
export { isNftMediaUrl } from './nfts/isNftMediaUrl.js'
export { invalidParams } from './params/invalidParams.js'
export { isRecord } from './params/isRecord.js'
export { paramAt } from './params/paramAt.js'
export type { AppConnection } from './requests/AppConnection.js'
export type { AppModeName } from './requests/AppModeName.js'
export type { ApprovalEdits } from './requests/ApprovalEdits.js'
export type { ApprovedRequest, RequestId } from './requests/ApprovedRequest.js'
export type { CallBatch, CallBatchStore } from './requests/CallBatch.js'
export type { ChainSummary } from './requests/ChainSummary.js'
export type { EngineEvent } from './requests/EngineEvent.js'
export type { FamilyContext } from './requests/FamilyContext.js'
export type { KeyedLock } from './requests/KeyedLock.js'
export { defineMethod, type MethodRow, type MethodTable } from './requests/MethodRow.js'
export type { RequestDescription } from './requests/RequestDescription.js'
export type { SecurityAlert, SecurityAlertLevel } from './requests/SecurityAlert.js'
export type { FamilyServices, NftIndexerConfig } from './services/FamilyServices.js'
export type {
  BalanceChange,
  SimulatedAsset,
  SimulationResult,
} from './simulation/SimulationResult.js'
export type {
  SolanaInstructionDescription,
  SolanaRequestDescription,
  SolanaTransactionDescription,
} from './solana/requests/SolanaRequestDescription.js'
export type { NftTransferAsset, Transfer } from './transfers/Transfer.js'
export { formatFee } from './units/formatFee.js'
export {
  formatListBalance,
  formatTokenAmount,
  formatTotalBalance,
} from './units/formatTokenAmount.js'
export { formatUnits } from './units/formatUnits.js'
export { parseTokenAmount } from './units/parseTokenAmount.js'
export { parseUnits } from './units/parseUnits.js'
