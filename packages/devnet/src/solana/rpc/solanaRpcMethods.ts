import { getAccountInfo } from '../methods/getAccountInfo.js'
import { getBalance } from '../methods/getBalance.js'
import { getBlockHeight } from '../methods/getBlockHeight.js'
import { getEpochInfo } from '../methods/getEpochInfo.js'
import { getFeeForMessage } from '../methods/getFeeForMessage.js'
import { getGenesisHash } from '../methods/getGenesisHash.js'
import { getHealth } from '../methods/getHealth.js'
import { getLatestBlockhash } from '../methods/getLatestBlockhash.js'
import { getMinimumBalanceForRentExemption } from '../methods/getMinimumBalanceForRentExemption.js'
import { getMultipleAccounts } from '../methods/getMultipleAccounts.js'
import { getRecentPrioritizationFees } from '../methods/getRecentPrioritizationFees.js'
import { getSignatureStatuses } from '../methods/getSignatureStatuses.js'
import { getSignaturesForAddress } from '../methods/getSignaturesForAddress.js'
import { getSlot } from '../methods/getSlot.js'
import { getTokenAccountBalance } from '../methods/getTokenAccountBalance.js'
import { getTokenAccountsByOwner } from '../methods/getTokenAccountsByOwner.js'
import { getTokenSupply } from '../methods/getTokenSupply.js'
import { getTransaction } from '../methods/getTransaction.js'
import { getVersion } from '../methods/getVersion.js'
import { isBlockhashValid } from '../methods/isBlockhashValid.js'
import { requestAirdrop } from '../methods/requestAirdrop.js'
import { sendTransaction } from '../methods/sendTransaction.js'
import { simulateTransaction } from '../methods/simulateTransaction.js'
import type { RpcMethod } from './RpcMethod.js'

/** Every method the local cluster answers, by its JSON-RPC name; any other is `-32601`. */
export const solanaRpcMethods: Readonly<Record<string, RpcMethod>> = {
  getAccountInfo,
  getBalance,
  getBlockHeight,
  getEpochInfo,
  getFeeForMessage,
  getGenesisHash,
  getHealth,
  getLatestBlockhash,
  getMinimumBalanceForRentExemption,
  getMultipleAccounts,
  getRecentPrioritizationFees,
  getSignatureStatuses,
  getSignaturesForAddress,
  getSlot,
  getTokenAccountBalance,
  getTokenAccountsByOwner,
  getTokenSupply,
  getTransaction,
  getVersion,
  isBlockhashValid,
  requestAirdrop,
  sendTransaction,
  simulateTransaction,
}
