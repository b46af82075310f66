import { rpcErrorCodes } from './rpcErrorCodes.js'

const { invalidParams, internalError } = rpcErrorCodes

/**
 * Every error code the product uses, with its user-facing English text and the numeric
 * EIP-1193 / JSON-RPC code a host receives for it. This is the only place codes exist.
 *
 * Keys are exactly the codes of SPEC §8, plus the EIP-1193 conditions HOST-PROTOCOL §E names
 * (`unauthorized`, `all_disconnected`, `chain_disconnected`), and EIP-2255's refusal of an app
 * whose connection was revoked (`app_not_connected`, issue #17), and EIP-5792's refusals of
 * wallet_sendCalls and wallet_getCallsStatus (issue #17). Never renumber, reuse or merge
 * codes: W-115 and W-144 both mean "invalid contract address", and both stay.
 *
 * `{name}` in a message is a parameter that `new WalletError(code, { params })` must fill.
 */
export const catalogue = {
  // SPEC §8: protocol codes
  user_deny: { message: 'User rejected the request', rpcCode: rpcErrorCodes.userRejectedRequest },
  operation_not_supported: {
    message: 'Operation not supported',
    rpcCode: rpcErrorCodes.unsupportedMethod,
  },
  // SPEC §7: a method of another chain family, or one no family knows (methodNotSupported)
  method_not_supported: {
    message: 'The method {method} is not supported',
    rpcCode: rpcErrorCodes.unsupportedMethod,
  },
  '4902': {
    message: 'Chain Id {chainId} is not in the list',
    rpcCode: rpcErrorCodes.unrecognizedChain,
  },
  invalid_params: { message: '{reason}', rpcCode: invalidParams },

  // HOST-PROTOCOL §B and §E: provider states a host must be able to tell apart
  unauthorized: {
    message: 'Not logged in: log in before sending requests',
    rpcCode: rpcErrorCodes.unauthorized,
  },
  // EIP-2255 (issue #17): a revoked app asks for what needs the account, as MetaMask answers it
  app_not_connected: {
    message: 'This app is not connected to the wallet: connect it again to use the account',
    rpcCode: rpcErrorCodes.unauthorized,
  },
  all_disconnected: {
    message: 'The wallet is disconnected',
    rpcCode: rpcErrorCodes.disconnected,
  },
  chain_disconnected: {
    message: 'The wallet is not connected to the requested chain',
    rpcCode: rpcErrorCodes.chainDisconnected,
  },

  // EIP-5792 (issue #17): wallet_sendCalls and wallet_getCallsStatus refusals, with their codes
  unsupported_capability: {
    message: 'Unsupported non-optional capability: {capability}',
    rpcCode: rpcErrorCodes.unsupportedNonOptionalCapability,
  },
  unsupported_chain_id: {
    message: 'Unsupported chain id {chainId}: the wallet sends calls on the selected network only',
    rpcCode: rpcErrorCodes.unsupportedChainId,
  },
  duplicate_batch_id: {
    message: 'A batch with id {id} was already sent',
    rpcCode: rpcErrorCodes.duplicateBatchId,
  },
  unknown_batch_id: {
    message: 'Unknown batch id {id}',
    rpcCode: rpcErrorCodes.unknownBatchId,
  },
  batch_too_large: {
    message: 'Batch too large: at most {max} calls in one wallet_sendCalls',
    rpcCode: rpcErrorCodes.batchTooLarge,
  },
  atomicity_not_supported: {
    message: 'Atomic execution not supported: this account runs calls one after another',
    rpcCode: rpcErrorCodes.atomicityNotSupported,
  },

  // SPEC §8: wallet codes
  'W-101': { message: 'RPC URL already exists', rpcCode: invalidParams },
  'W-102': { message: 'Chain ID already exists', rpcCode: invalidParams },
  'W-103': {
    message: 'This network is currently active and cannot be changed',
    rpcCode: invalidParams,
  },
  'W-104': { message: 'Please enter the PIN', rpcCode: invalidParams },
  'W-105': { message: 'Invalid wallet address', rpcCode: invalidParams },
  'W-106': { message: 'Please provide a gas fee', rpcCode: invalidParams },
  'W-107': { message: 'Insufficient balance for the gas fee', rpcCode: invalidParams },
  'W-108': { message: 'Cannot estimate the gas fee', rpcCode: internalError },
  'W-109': { message: 'Gas limit is less than required', rpcCode: invalidParams },
  'W-110': { message: 'Please enter all details', rpcCode: invalidParams },
  'W-111': { message: 'Insufficient balance for this transfer', rpcCode: invalidParams },
  'W-112': { message: 'Amount is greater than the maximum balance', rpcCode: invalidParams },
  'W-113': { message: 'You do not own this NFT', rpcCode: invalidParams },
  'W-114': {
    message: 'Insufficient NFTs: at most {max} may be sent',
    rpcCode: invalidParams,
  },
  'W-115': { message: 'Invalid contract address', rpcCode: invalidParams },
  // SPEC §8: W-116 also means incorrect answers (the MFA security questions' restore)
  'W-116': {
    message: 'Error creating the NFT',
    alsoMessage: 'Incorrect answers',
    rpcCode: internalError,
  },
  'W-117': { message: 'Incorrect PIN', rpcCode: invalidParams },
  'W-118': { message: 'Please fill in all questions', rpcCode: invalidParams },
  'W-119': { message: 'Questions cannot be repeated', rpcCode: invalidParams },
  'W-120': { message: 'Questions cannot be empty', rpcCode: invalidParams },
  'W-121': { message: 'You cancelled the setup', rpcCode: rpcErrorCodes.userRejectedRequest },
  'W-122': { message: 'Incorrect chain ID and RPC URL combination', rpcCode: invalidParams },
  'W-123': { message: 'Invalid RPC URL', rpcCode: invalidParams },
  'W-124': { message: 'Copy failed', rpcCode: internalError },
  'W-125': { message: 'Copying the wallet address failed', rpcCode: internalError },
  'W-126': { message: 'Failed to get the balance', rpcCode: internalError },
  'W-127': { message: 'Invalid token ID', rpcCode: invalidParams },
  'W-128': { message: 'MFA setup error', rpcCode: internalError },
  'W-129': { message: 'Please enter a valid quantity', rpcCode: invalidParams },
  'W-130': { message: 'Please make the request again', rpcCode: internalError },
  'W-131': { message: 'Something went wrong', rpcCode: internalError },
  'W-132': { message: 'Please fill all values', rpcCode: invalidParams },
  'W-133': { message: 'Failed to initialize on-ramps', rpcCode: internalError },
  'W-134': { message: 'Could not get the token', rpcCode: internalError },
  'W-135': { message: 'Failed to initialize the smart wallet', rpcCode: internalError },
  'W-136': { message: 'Failed to add to activities', rpcCode: internalError },
  'W-137': { message: 'Could not verify credentials', rpcCode: rpcErrorCodes.unauthorized },
  'W-138': {
    message: 'Could not contact the parent page, please retry login',
    rpcCode: internalError,
  },
  'W-139': { message: 'Could not login, unexpected error', rpcCode: internalError },
  'W-140': {
    message: 'Storage does not work, falling back to in-memory storage',
    rpcCode: internalError,
  },
  'W-141': { message: 'Required params missing', rpcCode: invalidParams },
  'W-142': { message: 'Token already added', rpcCode: invalidParams },
  'W-143': { message: 'Token belongs to Ethereum Mainnet', rpcCode: invalidParams },
  'W-144': { message: 'Invalid contract address', rpcCode: invalidParams },
  'W-145': { message: 'You do not own this token', rpcCode: invalidParams },
  'W-146': { message: 'Invalid token', rpcCode: invalidParams },
  'W-147': { message: 'Failed to fetch details', rpcCode: internalError },
  'W-148': { message: 'No valid wallet for the address', rpcCode: invalidParams },
} as const satisfies Record<string, CatalogueEntry>

export type CatalogueEntry = {
  /** English text a user or host developer reads; `{name}` marks a parameter. */
  readonly message: string
  /** The text of the code's second meaning, where SPEC §8 gives one ("also …"). */
  readonly alsoMessage?: string
  /** The EIP-1193 / JSON-RPC code a host receives. */
  readonly rpcCode: number
}

export type ErrorCode = keyof typeof catalogue

/** The parameter names a code's message needs, read from its `{name}` placeholders. */
export type ErrorParams<code extends ErrorCode> = PlaceholderNames<
  (typeof catalogue)[code]['message']
>

type PlaceholderNames<text extends string> = text extends `${string}{${infer name}}${infer rest}`
  ? name | PlaceholderNames<rest>
  : never

/** Every code of the catalogue, in catalogue order. */
export const errorCodes = Object.keys(catalogue) as ErrorCode[]

/** Narrows an unknown string to a catalogue code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(catalogue, value)
}
