import type { TransactionError } from '@solana/kit'
import type { FailedTransactionMetadata } from 'litesvm'
import {
  InstructionErrorCustom,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
} from 'litesvm/dist/internal.js'

// LiteSVM's fieldless error enums, by value (`TransactionErrorFieldless`,
// `InstructionErrorFieldless` in its typings); the names are Agave's serde names.
const transactionErrors = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrors = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>

/** LiteSVM's error object as the JSON the RPC answers (`err`, `status.Err`, `data.err`). */
export function toTransactionError(error: LiteSvmError): TransactionError {
  // Kit's union lags Agave's newest names (ProgramCacheHitMaxLimit, CommitCancelled).
  if (typeof error === 'number')
    return (transactionErrors[error] ?? 'SanitizeFailure') as TransactionError
  if (error instanceof TransactionErrorInstructionError) {
    const inner = error.err()
    const detail =
      typeof inner === 'number'
        ? (instructionErrors[inner] ?? 'GenericError')
        : inner instanceof InstructionErrorCustom
          ? { Custom: inner.code }
          : 'BorshIoError'
    return { InstructionError: [error.index, detail] } as TransactionError
  }
  if (error instanceof TransactionErrorDuplicateInstruction)
    return { DuplicateInstruction: error.index }
  if (error instanceof TransactionErrorInsufficientFundsForRent)
    return { InsufficientFundsForRent: { account_index: error.accountIndex } }
  return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } }
}
