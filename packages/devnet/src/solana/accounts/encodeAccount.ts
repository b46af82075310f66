import { type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { ReadAccount } from '../cluster/accountReader.js'
import { rpcErrorCodes, SolanaRpcError } from '../rpc/SolanaRpcError.js'
import { parseAccountData } from './parseAccountData.js'
import { zstdStoredFrame } from './zstdStoredFrame.js'

/** `encoding` values of account reads; `binary` is the legacy default (a bare base58 string). */
export const accountEncodings = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const
export type AccountEncoding = (typeof accountEncodings)[number]

export type DataSlice = { readonly offset: number; readonly length: number }

export type EncodeAccountOptions = {
  readonly encoding: AccountEncoding
  readonly dataSlice?: DataSlice | undefined
  /** Reads the mint a token account's decimals come from. */
  readonly readAccount: ReadAccount
}

// Agave refuses to base58-encode more than this; base58 is quadratic.
const maxBase58Bytes = 128
// Every account is rent-exempt now, and Agave reports u64::MAX as its rent epoch.
const rentExemptEpoch = 2n ** 64n - 1n

/**
 * One account as the RPC answers it (`getAccountInfo`, `getMultipleAccounts`,
 * `getTokenAccountsByOwner`, `simulateTransaction`'s `accounts`): lamports, owner, executable,
 * rentEpoch, space, and data in the asked encoding.
 */
export function encodeAccount(account: EncodedAccount, options: EncodeAccountOptions) {
  return {
    lamports: account.lamports,
    data: encodeData(account, options),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: rentExemptEpoch,
    space: BigInt(account.data.length),
  }
}

/** Refuses a slice with `jsonParsed`, before anything is read (Agave's check). */
export function assertSliceFitsEncoding(options: Omit<EncodeAccountOptions, 'readAccount'>): void {
  if (options.encoding === 'jsonParsed' && options.dataSlice)
    throw new SolanaRpcError(
      rpcErrorCodes.invalidRequest,
      'Sliced account data can only be encoded using binary (base 58) or base64 encoding.',
    )
}

function encodeData(account: EncodedAccount, options: EncodeAccountOptions) {
  const { encoding, dataSlice } = options
  if (encoding === 'jsonParsed') {
    const parsed = parseAccountData(account, options.readAccount)
    if (parsed) return parsed
  }
  const bytes = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'binary' || encoding === 'base58') {
    if (bytes.length > maxBase58Bytes)
      throw new SolanaRpcError(
        rpcErrorCodes.invalidRequest,
        `Encoded binary (base 58) data should be less than ${maxBase58Bytes} bytes, please use Base64 encoding.`,
      )
    const text = getBase58Decoder().decode(bytes)
    return encoding === 'binary' ? text : [text, 'base58']
  }
  if (encoding === 'base64+zstd')
    return [getBase64Decoder().decode(zstdStoredFrame(bytes)), 'base64+zstd']
  return [getBase64Decoder().decode(bytes), 'base64']
}
