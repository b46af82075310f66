export { registerTesseraWallet } from './registerTesseraWallet.js'
export { SolanaPublicKey } from './SolanaPublicKey.js'
export type {
  SignedTransaction,
  SolanaTransaction,
  TransactionObject,
} from './SolanaTransaction.js'
export {
  type SignAndSendTransactionReturnType,
  type SignMessageDisplay,
  type SignMessageReturnType,
  type SolanaConnectOptions,
  type SolanaConnectReturnType,
  type SolanaProviderEvents,
  TesseraSolanaProvider,
} from './TesseraSolanaProvider.js'
export {
  solanaChains,
  TesseraSolanaWallet,
  type TesseraWalletFeatures,
  type WalletTessera,
} from './TesseraSolanaWallet.js'
