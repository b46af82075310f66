// The texts of refused Solana requests, sent as invalid_params messages (EIP-1193 -32602).

export const paramsRequired = 'params is required' // SPEC §5, §8: Solana calls but getAccounts
export const paramsMustBeObject = 'params must be an object with a message'
export const connectParamsInvalid = 'params must be absent or { onlyIfTrusted: boolean }' // connect
export const transactionListRequired = 'message must be a non-empty list of transactions'
export const messageMustBeBase58 = 'message must be base58-encoded bytes'
export const displayMustBeKnown = "display must be 'utf8' or 'hex'"
/** A message that is a transaction's own bytes: signing it would sign that transaction. */
export const messageIsTransaction =
  'message is a Solana transaction message: sign it with signTransaction'

/** What a refused transaction of a request is called: the only one, or the nth. */
export function transactionLabel(index: number, count: number): string {
  return count === 1 ? 'the transaction' : `transaction ${index + 1}`
}

export const notBase58Transaction = (label: string) =>
  `${label} must be base58 of a serialized transaction`
export const notSolanaTransaction = (label: string) =>
  `${label} is not a legacy or v0 Solana transaction`
export const walletNotSigner = (label: string) => `the wallet is not a signer of ${label}`
export const lookupTablesUnresolved = (label: string) =>
  `the address lookup tables of ${label} cannot be resolved`
export const signatureMissing = (label: string, signer: string) =>
  `${label} lacks the signature of ${signer}`
export const signatureInvalid = (label: string, signer: string) =>
  `${label} has an invalid signature of ${signer}`
