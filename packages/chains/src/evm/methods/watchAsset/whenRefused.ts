import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'

/** `value` when the contract refused the call (a revert, no code); any other failure rethrown. */
export function whenRefused<value>(value: value) {
  return (error: unknown): value => {
    const refused =
      error instanceof BaseError &&
      error.walk(
        (cause) =>
          cause instanceof ContractFunctionRevertedError ||
          cause instanceof ContractFunctionZeroDataError,
      )
    if (!refused) throw error
    return value
  }
}
