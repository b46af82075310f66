import { executeTransaction } from '../cluster/executeTransaction.js'
import { simulateExecution } from '../cluster/simulateExecution.js'
import { encodeSimulation } from '../rpc/encodeSimulation.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readChoice, readConfig, readFlag, readParamList, readUnsigned } from '../rpc/readParams.js'
import { readWireTransaction, wireEncodings } from '../rpc/readWireTransaction.js'
import { rpcErrorCodes, SolanaRpcError } from '../rpc/SolanaRpcError.js'
import { describeTransactionError } from '../transactions/describeTransactionError.js'
import { verifySignatures } from '../transactions/verifySignatures.js'

/**
 * `sendTransaction encodedTransaction [config?]`: answers the signature. Unless
 * `skipPreflight`, the signatures are checked (`-32003`) and the transaction simulated first;
 * a failing one is refused with `-32002` and the simulation as `data`, and never lands. With
 * `skipPreflight` it goes straight to a block: it may land failed (fee charged), or be
 * dropped (unknown blockhash, bad signature), as a validator would.
 */
export const sendTransaction: RpcMethod = async (params, { cluster }) => {
  const [encoded, configParam] = readParamList(params, { required: 1, allowed: 2 })
  const config = readConfig(configParam)
  const encoding = readChoice(config, 'encoding', wireEncodings, 'base58')
  const skipPreflight = readFlag(config, 'skipPreflight', false)
  const { preflightCommitment, minContextSlot } = config
  readCommitmentConfig({ commitment: preflightCommitment, minContextSlot }, cluster)
  if (config.maxRetries !== undefined && config.maxRetries !== null)
    readUnsigned(config.maxRetries, 'maxRetries')
  const transaction = readWireTransaction(encoded, encoding)
  if (!skipPreflight) {
    if (!(await verifySignatures(transaction)))
      throw new SolanaRpcError(
        rpcErrorCodes.transactionSignatureVerificationFailure,
        'Transaction signature verification failure',
      )
    const simulation = simulateExecution(cluster, transaction, { replaceRecentBlockhash: false })
    if (simulation.err !== null)
      throw new SolanaRpcError(
        rpcErrorCodes.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${describeTransactionError(simulation.err)}`,
        encodeSimulation(simulation, {
          accounts: null,
          innerInstructions: false,
          replacementBlockhash: null,
        }),
      )
  }
  executeTransaction(cluster, transaction)
  return transaction.signature
}
