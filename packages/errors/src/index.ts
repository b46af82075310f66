export {
  type CatalogueEntry,
  catalogue,
  type ErrorCode,
  type ErrorParams,
  errorCodes,
  isErrorCode,
} from './catalogue.js'
export { formatMessage } from './formatMessage.js'
export { type RpcErrorCode, rpcErrorCodes } from './rpcErrorCodes.js'
export { toWireError, type WireError } from './toWireError.js'
export { WalletError, type WalletErrorOptions } from './WalletError.js'
