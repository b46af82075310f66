export {
  type SimulateTransactionParameters,
  simulateTransaction,
} from './simulateTransaction.js'
export type { BalanceChange, SimulatedAsset, SimulationResult } from './simulationResult.js'
