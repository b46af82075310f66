import { getBase58Decoder, getBase64Encoder } from '@solana/kit'
import type { TransactionRecord } from '../cluster/TransactionRecord.js'
import { decodeWireTransaction } from '../transactions/decodeWireTransaction.js'
import { encodeInnerInstructions, encodeInstructions } from './encodeInstructions.js'
import { encodeReturnData } from './encodeReturnData.js'
import { rpcErrorCodes, SolanaRpcError } from './SolanaRpcError.js'

export const transactionEncodings = ['json', 'jsonParsed', 'base64', 'base58'] as const
export type TransactionEncoding = (typeof transactionEncodings)[number]

/**
 * A landed transaction as `getTransaction` answers it. A v0 transaction needs the client to
 * say it reads v0 (`maxSupportedTransactionVersion: 0`), or Agave's `-32015` is thrown.
 */
export function encodeConfirmedTransaction(
  record: TransactionRecord,
  options: {
    readonly encoding: TransactionEncoding
    readonly maxSupportedTransactionVersion: number | undefined
  },
) {
  const { encoding, maxSupportedTransactionVersion } = options
  const wireBytes = getBase64Encoder().encode(record.transaction)
  const { transaction, message } = decodeWireTransaction(wireBytes)
  if (message.version !== 'legacy' && maxSupportedTransactionVersion === undefined)
    throw new SolanaRpcError(
      rpcErrorCodes.unsupportedTransactionVersion,
      `Transaction version (${message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${message.version}`,
    )
  const keys = record.accountKeys.map((key) => key.pubkey)
  const instructionEncoding = encoding === 'jsonParsed' ? 'jsonParsed' : 'json'
  const signatures = Object.values(transaction.signatures).map((signature) =>
    getBase58Decoder().decode(signature ?? new Uint8Array(64)),
  )
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}
  const header = {
    numRequiredSignatures: message.header.numSignerAccounts,
    numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
  }
  const encoded =
    encoding === 'base64'
      ? [record.transaction, 'base64']
      : encoding === 'base58'
        ? [getBase58Decoder().decode(wireBytes), 'base58']
        : {
            signatures,
            message: {
              accountKeys: encoding === 'json' ? message.staticAccounts : record.accountKeys,
              ...(encoding === 'json' && { header }),
              recentBlockhash: message.lifetimeToken,
              instructions: encodeInstructions(message, keys, instructionEncoding),
              ...lookups,
            },
          }
  return {
    slot: BigInt(record.slot),
    blockTime: BigInt(record.blockTime),
    transaction: encoded,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: BigInt(record.fee),
      preBalances: record.preBalances.map(BigInt),
      postBalances: record.postBalances.map(BigInt),
      innerInstructions: encodeInnerInstructions(
        record.innerInstructions,
        keys,
        instructionEncoding,
      ),
      logMessages: record.logMessages,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      rewards: [],
      ...(encoding !== 'jsonParsed' && { loadedAddresses: record.loadedAddresses }),
      ...(record.returnData && { returnData: encodeReturnData(record.returnData) }),
      computeUnitsConsumed: BigInt(record.computeUnitsConsumed),
    },
    ...(maxSupportedTransactionVersion !== undefined && { version: message.version }),
  }
}
