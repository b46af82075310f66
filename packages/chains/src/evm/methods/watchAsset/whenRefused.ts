import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'

/** Whether a contract call failed because the contract refused it (a revert, no code). */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(
      error.walk(
        (cause) =>
          cause instanceof ContractFunctionRevertedError ||
          cause instanceof ContractFunctionZeroDataError,
      ),
    )
  )
}

/** `value` when the contract refused the call (a revert, no code); any other failure rethrown. */
export function whenRefused<value>(value: value) {
  return (error: unknown): value => {
    if (!isRefusal(error)) throw error
    return value
  }
}
