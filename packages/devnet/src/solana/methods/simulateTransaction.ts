import { encodeAccount } from '../accounts/encodeAccount.js'
import { simulateExecution } from '../cluster/simulateExecution.js'
import { encodeSimulation } from '../rpc/encodeSimulation.js'
import type { RpcMethod } from '../rpc/RpcMethod.js'
import { readCommitmentConfig } from '../rpc/readCommitmentConfig.js'
import { readAddress, readChoice, readConfig, readFlag, readParamList } from '../rpc/readParams.js'
import { readWireTransaction, wireEncodings } from '../rpc/readWireTransaction.js'
import { rpcResponse } from '../rpc/rpcResponse.js'
import { invalidParams, rpcErrorCodes, SolanaRpcError } from '../rpc/SolanaRpcError.js'
import { verifySignatures } from '../transactions/verifySignatures.js'

/**
 * `simulateTransaction encodedTransaction [config?]`: runs it on the current state and keeps
 * nothing. `sigVerify` checks signatures first; `replaceRecentBlockhash` runs it over the
 * latest blockhash instead of its own; `accounts` returns those accounts as the transaction
 * left them; `innerInstructions` adds the instructions programs invoked (parsed).
 */
export const simulateTransaction: RpcMethod = async (params, { cluster }) => {
  const [encoded, configParam] = readParamList(params, { required: 1, allowed: 2 })
  const read = readCommitmentConfig(configParam, cluster)
  const { config } = read
  const sigVerify = readFlag(config, 'sigVerify', false)
  const replaceRecentBlockhash = readFlag(config, 'replaceRecentBlockhash', false)
  if (sigVerify && replaceRecentBlockhash)
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  const transaction = readWireTransaction(
    encoded,
    readChoice(config, 'encoding', wireEncodings, 'base58'),
  )
  const wanted = readAccountsConfig(config.accounts, transaction.message.staticAccounts.length)
  if (sigVerify && !(await verifySignatures(transaction)))
    throw new SolanaRpcError(
      rpcErrorCodes.transactionSignatureVerificationFailure,
      'Transaction signature verification failure',
    )
  const simulation = simulateExecution(cluster, transaction, { replaceRecentBlockhash })
  const accounts =
    wanted?.addresses.map((address) => {
      const account = simulation.readAfter(address)
      const options = { encoding: wanted.encoding, readAccount: simulation.readAfter }
      return account && encodeAccount(account, options)
    }) ?? null
  return rpcResponse(
    read.block.slot,
    encodeSimulation(simulation, {
      accounts,
      innerInstructions: readFlag(config, 'innerInstructions', false),
      replacementBlockhash: replaceRecentBlockhash ? cluster.latestBlockhash('processed') : null,
    }),
  )
}

/** `{ addresses, encoding }`: at most as many as the transaction names; base58 is refused. */
function readAccountsConfig(value: unknown, accountCount: number) {
  if (value === undefined || value === null) return null
  const config = readConfig(value)
  const encoding = readChoice(
    config,
    'encoding',
    ['base58', 'base64', 'base64+zstd', 'jsonParsed'] as const,
    'base64',
  )
  if (encoding === 'base58') throw invalidParams('base58 encoding not supported')
  if (!Array.isArray(config.addresses))
    throw invalidParams('Invalid params: `accounts.addresses` must be a sequence.')
  if (config.addresses.length > accountCount)
    throw invalidParams(`Too many accounts provided; max ${accountCount}`)
  return { encoding, addresses: config.addresses.map(readAddress) }
}
