export { type AssertCanPayGasErrorType, assertCanPayGas } from './assertCanPayGas.js'
export {
  type EstimateTransactionGasParameters,
  estimateTransactionGas,
  type GasEstimate,
} from './estimateTransactionGas.js'
export { formatFee, formatGasPriceGwei } from './formatGas.js'
export { type GasChoice, parseCustomGasChoice } from './gasChoice.js'
export { type GasOption, type GasSpeed, gasPanelOptions } from './gasPanelOptions.js'
export {
  type GasFields,
  isType2Transaction,
  type NormalizeGasPriceErrorType,
  normalizeGasPrice,
} from './normalizeGasPrice.js'
