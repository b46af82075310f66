export { maxTransferAmount } from './maxTransferAmount.js'
export { parseTokenAmount } from './parseTokenAmount.js'
export {
  type ParseTransferFormErrorType,
  parseTransferForm,
  type TransferForm,
} from './parseTransferForm.js'
export { sendFailureMessage } from './sendFailureMessage.js'
export type { SendTransferErrorType } from './sendTransfer.js'
export type { SendTransferParameters, Transfer } from './Transfer.js'
