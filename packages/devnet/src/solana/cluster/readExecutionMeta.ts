import { getAddressDecoder, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { FailedTransactionMetadata, TransactionMetadata } from 'litesvm'
import { toTransactionError } from '../transactions/toTransactionError.js'
import type { ExecutionMeta, InnerInstructions } from './TransactionRecord.js'

/** What LiteSVM reports of a run, in the RPC's terms: logs, units, calls, return data, error. */
export function readExecutionMeta(
  result: TransactionMetadata | FailedTransactionMetadata,
): ExecutionMeta {
  const isFailed = 'err' in result
  const meta = isFailed ? result.meta() : result
  const returnData = meta.returnData()
  const returned = returnData.data()
  return {
    err: isFailed ? toTransactionError(result.err()) : null,
    logMessages: meta.logs(),
    computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
    innerInstructions: meta.innerInstructions().flatMap((calls, index): InnerInstructions[] =>
      calls.length === 0
        ? []
        : [
            {
              index,
              instructions: calls.map((call) => {
                const instruction = call.instruction()
                return {
                  programIdIndex: instruction.programIdIndex(),
                  accounts: [...instruction.accounts()],
                  data: getBase58Decoder().decode(instruction.data()),
                  stackHeight: call.stackHeight(),
                }
              }),
            },
          ],
    ),
    // A program that set no data leaves none, which the RPC reports as absent.
    returnData:
      returned.length === 0
        ? null
        : {
            programId: getAddressDecoder().decode(returnData.programId()),
            data: getBase64Decoder().decode(returned),
          },
  }
}
