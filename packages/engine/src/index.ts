export type {
  Activity,
  ActivityNft,
  ActivityOperation,
  ActivityStatus,
  ActivityStore,
} from './activities/Activity.js'
// @tessera/engine: the framework-free wallet core (issue #6). Request router, SPEC §5 checks and
// the approval machine of STYLE §B3, networks; balances, rates, tokens, gas and simulation.

export type { AssetBook, WatchedAsset } from './assets/AssetBook.js'
export {
  type CreateAssetBookParameters,
  createAssetBook,
} from './assets/createAssetBook.js'
export type { AddUserTokenErrorType, UserTokens } from './assets/createUserTokens.js'
export * from './balances/index.js'
export { createWalletEngine } from './createWalletEngine.js'
export * from './gas/index.js'
export { decryptMessage } from './methods/evm/encryption/decryptMessage.js'
export type { EncryptedData } from './methods/evm/encryption/EncryptedData.js'
export { encryptionPublicKey } from './methods/evm/encryption/encryptionPublicKey.js'
export { encryptMessage } from './methods/evm/encryption/encryptMessage.js'
export { assertRpcUrlScheme } from './networks/assertRpcUrlScheme.js'
export type { NetworkConfig } from './networks/NetworkConfig.js'
export type { NetworkForm } from './networks/NetworkForm.js'
export * from './nftIndexer/index.js'
export * from './nfts/index.js'
export { NodeRpcError } from './node/NodeRpcError.js'
export * from './onRamps/index.js'
export * from './rates/index.js'
export type { ApprovalEdits } from './requests/ApprovalEdits.js'
export type { PendingRequest, RequestId } from './requests/PendingRequest.js'
export type {
  ChainSummary,
  NftAttribute,
  RequestDescription,
  RequestWarning,
  TypedDataNode,
  WatchedAssetDescription,
} from './requests/RequestDescription.js'
export type { ApprovedRequest, RequestState } from './requests/requestMachine.js'
export * from './simulation/index.js'
export * from './tokens/index.js'
export * from './transfers/index.js'
export type {
  AppModeName,
  CreateWalletEngineParameters,
  EngineEvent,
  EngineRequest,
  WalletEngine,
} from './WalletEngine.js'
