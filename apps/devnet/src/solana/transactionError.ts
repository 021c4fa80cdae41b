import type { FailedTransactionMetadata } from 'litesvm'
// litesvm's index does not export its error classes; its internal module (the native binding) does.
import { TransactionErrorProgramExecutionTemporarilyRestricted } from 'litesvm/dist/internal.js'

// litesvm's error enums are numbers at run time; these are their names in declaration order,
// which is how the RPC writes them.
const TRANSACTION_ERRORS = [
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
]

const INSTRUCTION_ERRORS = [
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
]

/** A transaction error as the RPC writes it: a name, or `{ Name: detail }`. */
export type TransactionErrorJson = string | Record<string, unknown>

function instructionError(error: unknown): unknown {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError'
  if (error && typeof error === 'object') {
    if ('code' in error) return { Custom: Number(error.code) }
    if ('msg' in error) return { BorshIoError: String(error.msg) }
  }
  return 'GenericError'
}

/** litesvm's error of a failed transaction in the RPC's JSON form (`{InstructionError: [0, {Custom: 1}]}`). */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const error: unknown = failed.err()
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure'
  if (error && typeof error === 'object') {
    if ('err' in error && typeof error.err === 'function' && 'index' in error)
      return { InstructionError: [Number(error.index), instructionError(error.err())] }
    if ('index' in error) return { DuplicateInstruction: Number(error.index) }
    if ('accountIndex' in error) {
      const name =
        error instanceof TransactionErrorProgramExecutionTemporarilyRestricted
          ? 'ProgramExecutionTemporarilyRestricted'
          : 'InsufficientFundsForRent'
      return { [name]: { account_index: Number(error.accountIndex) } }
    }
  }
  return 'SanitizeFailure'
}
