// @tessera/engine: the framework-free wallet core (issue #6), family-agnostic since issue #14.
// Request router, SPEC §5 checks and the approval machine of STYLE §B3, networks, the user's
// assets and activity; each family's rules come from its adapter in @tessera/chains, which this
// entry re-exports what the wallet needs of.

export {
  type Activity,
  type ActivityDetail,
  type ActivityFailureReason,
  type ActivityNft,
  type ActivityOperation,
  type ActivityOrder,
  type ActivityStatus,
  type ActivityStore,
  type AppModeName,
  type ApprovalEdits,
  type AssetEntry,
  assertRpcUrlScheme,
  type BalanceChange,
  type CallBatch,
  type CallBatchStore,
  type CancelQuote,
  type ChainAdapter,
  type ChainFamily,
  type CustomFeeField,
  type CustomToken,
  type EngineEvent,
  type FamilyCapabilities,
  type FamilyServices,
  type FeeChoice,
  type FeeOption,
  type FeeQuote,
  type FeeSpeed,
  familyOfNetworkId,
  formatFee,
  formatListBalance,
  formatTokenAmount,
  formatTotalBalance,
  formatUnits,
  type Hex,
  isExplorerUrl,
  isNetworkId,
  isSiweDomainOf,
  type KnownToken,
  loadChainAdapter,
  monogramLogo,
  type NativeCurrency,
  type NetworkConfig,
  type NetworkForm,
  type NetworkId,
  type Nft,
  type NftAttribute,
  type NftIndexerConfig,
  type NftKey,
  NodeRpcError,
  type RequestDescription,
  type RequestId,
  type RequestWarning,
  type SecurityAlert,
  type SecurityAlertLevel,
  type ServerChain,
  type SimulatedAsset,
  type SimulationResult,
  type SolanaInstructionDescription,
  type SolanaRequestDescription,
  type SolanaTransactionDescription,
  type TokenMetadata,
  type TransactionParams,
  type Transfer,
  type TypedDataNode,
  type WatchedAsset,
  type WatchedAssetDescription,
} from '@tessera/chains'
export type {
  AddUserTokenErrorType,
  CustomTokenForm,
  UserTokens,
} from './assets/createUserTokens.js'
export type { AppConnectionStore } from './connection/createAppConnection.js'
export { createWalletEngine } from './createWalletEngine.js'
export { type AssertCanPayFeeErrorType, assertCanPayFee } from './fees/assertCanPayFee.js'
export { loadWalletFamily, type WalletFamily } from './loadWalletFamily.js'
export type { NftForm, UserNfts } from './nfts/createUserNfts.js'
export { editNftDetails, type NftDetailsForm } from './nfts/editNftDetails.js'
export * from './onRamps/index.js'
export {
  type BalancesQueryParameters,
  balancesQueryOptions,
} from './queries/balancesQueryOptions.js'
export { cancelQuoteQueryOptions } from './queries/cancelQuoteQueryOptions.js'
export { knownTokensQueryOptions } from './queries/knownTokensQueryOptions.js'
export { requestFeeQueryOptions } from './queries/requestFeeQueryOptions.js'
export { securityAlertsQueryOptions } from './queries/securityAlertsQueryOptions.js'
export { simulationQueryOptions } from './queries/simulationQueryOptions.js'
export { transferFeeQueryOptions } from './queries/transferFeeQueryOptions.js'
export * from './rates/index.js'
export type { PendingRequest } from './requests/PendingRequest.js'
export type { RequestState } from './requests/requestMachine.js'
export type { UserTransfers } from './transfers/createUserTransfers.js'
export { maxTransferAmount } from './transfers/maxTransferAmount.js'
export type { NftTransferForm } from './transfers/parseNftTransferForm.js'
export type { TransferForm } from './transfers/parseTransferForm.js'
export type {
  AssetStore,
  CreateWalletEngineParameters,
  EngineRequest,
  WalletEngine,
} from './WalletEngine.js'
