import { isRecord } from '../../params/isRecord.js'

const programFailed = /^Program \w+ failed: (.+)$/
const programLog = 'Program log: '

/**
 * Why a simulated transaction failed, in words: the program's own message logged just before it
 * failed ('Transfer: insufficient lamports 5, need 10', 'Error: insufficient funds'), else the
 * runtime's failure line, else the transaction error itself ('InsufficientFundsForFee',
 * 'instruction 0: custom program error 0x1').
 */
export function describeSimulationFailure(err: unknown, logs: readonly string[] | null): string {
  const lines = logs ?? []
  const failed = lines.findLastIndex((line) => programFailed.test(line))
  if (failed >= 0) {
    const before = lines[failed - 1]
    if (before && (before.startsWith(programLog) || !before.startsWith('Program ')))
      return before.startsWith(programLog) ? before.slice(programLog.length) : before
    return programFailed.exec(lines[failed] ?? '')?.[1] ?? describeTransactionError(err)
  }
  return describeTransactionError(err)
}

/** A transaction error as the node sends it (`"AccountNotFound"`, `{ InstructionError: [0, …] }`). */
export function describeTransactionError(err: unknown): string {
  if (typeof err === 'string') return err
  if (isRecord(err) && Array.isArray(err.InstructionError)) {
    const [index, error] = err.InstructionError as [unknown, unknown]
    const custom = isRecord(error) ? error.Custom : undefined
    const what =
      typeof error === 'string'
        ? error
        : typeof custom === 'number' || typeof custom === 'bigint'
          ? `custom program error 0x${custom.toString(16)}`
          : asJson(error)
    return `instruction ${String(index)}: ${what}`
  }
  return asJson(err)
}

/** JSON of a node's error (kit reads its numbers as bigints). */
function asJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? Number(item) : item,
    ) ?? 'the transaction failed'
  )
}
