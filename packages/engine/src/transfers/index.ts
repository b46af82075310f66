export { maxTransferAmount } from './maxTransferAmount.js'
export {
  type NftTransferForm,
  type ParseNftTransferFormErrorType,
  parseNftTransferForm,
} from './parseNftTransferForm.js'
export { parseTokenAmount } from './parseTokenAmount.js'
export {
  type ParseTransferFormErrorType,
  parseTransferForm,
  type TransferForm,
} from './parseTransferForm.js'
export { sendFailureMessage } from './sendFailureMessage.js'
export type { SendTransferErrorType } from './sendTransfer.js'
export type { NftTransferAsset, SendTransferParameters, Transfer } from './Transfer.js'
