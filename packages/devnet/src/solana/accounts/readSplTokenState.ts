import {
  type Address,
  type EncodedAccount,
  type ReadonlyUint8Array,
  unwrapOption,
} from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getMultisigDecoder,
  getMultisigSize,
  getTokenDecoder,
  getTokenSize,
} from '@solana-program/token'
import { solanaProgramAddresses, tokenProgramNames } from '../solanaProgramAddresses.js'
import { tokenExtensionTypeName } from './tokenExtensionTypeName.js'

/** A Token-2022 extension as `jsonParsed` lists it; those not decoded here are unparseable. */
export type UiExtension = { readonly extension: string }

export type SplTokenAccount = {
  readonly kind: 'account'
  readonly mint: Address
  readonly owner: Address
  readonly amount: bigint
  readonly delegate: Address | null
  readonly state: 'initialized' | 'frozen'
  /** Set for wrapped SOL: the lamports kept back for rent. */
  readonly rentExemptReserve: bigint | null
  readonly delegatedAmount: bigint
  readonly closeAuthority: Address | null
  readonly extensions: readonly UiExtension[]
}

export type SplMint = {
  readonly kind: 'mint'
  readonly mintAuthority: Address | null
  readonly supply: bigint
  readonly decimals: number
  readonly freezeAuthority: Address | null
  readonly extensions: readonly UiExtension[]
}

export type SplMultisig = {
  readonly kind: 'multisig'
  readonly numRequiredSigners: number
  readonly numValidSigners: number
  readonly signers: readonly Address[]
}

export type SplTokenState = SplTokenAccount | SplMint | SplMultisig

// Token-2022 keeps the base layout, pads a mint to an account's length, then writes the account
// type (1 mint, 2 account) and type-length-value extensions.
const accountTypeOffset = getTokenSize()
const accountTypes = { mint: 1, account: 2 } as const
// Extensions that hold no state (immutableOwner, nonTransferable, nonTransferableAccount): the
// name says it all. Those with state are not decoded here, so they show as unparseable.
const stateFreeExtensions = new Set([7, 9, 13])

/**
 * The state of an account of either SPL token program, or null for any other account and
 * for one not initialized yet (the real RPC will not parse those either).
 */
export function readSplTokenState(account: EncodedAccount): SplTokenState | null {
  if (!tokenProgramNames.has(account.programAddress)) return null
  const { data } = account
  const isToken2022 = account.programAddress === solanaProgramAddresses.token2022
  if (data.length === getMultisigSize()) return readMultisig(data)
  const kind =
    data.length === getMintSize()
      ? accountTypes.mint
      : data.length === accountTypeOffset
        ? accountTypes.account
        : isToken2022 && data.length > accountTypeOffset
          ? data[accountTypeOffset]
          : undefined
  const extensions = data.length > accountTypeOffset ? readExtensions(data) : []
  if (kind === accountTypes.mint) return readMint(data, extensions)
  if (kind === accountTypes.account) return readTokenAccount(data, extensions)
  return null
}

function readTokenAccount(
  data: ReadonlyUint8Array,
  extensions: readonly UiExtension[],
): SplTokenAccount | null {
  const token = getTokenDecoder().decode(data.subarray(0, getTokenSize()))
  if (token.state === AccountState.Uninitialized) return null
  return {
    kind: 'account',
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    delegate: unwrapOption(token.delegate),
    state: token.state === AccountState.Frozen ? 'frozen' : 'initialized',
    rentExemptReserve: unwrapOption(token.isNative),
    delegatedAmount: token.delegatedAmount,
    closeAuthority: unwrapOption(token.closeAuthority),
    extensions,
  }
}

function readMint(data: ReadonlyUint8Array, extensions: readonly UiExtension[]): SplMint | null {
  const mint = getMintDecoder().decode(data.subarray(0, getMintSize()))
  if (!mint.isInitialized) return null
  return {
    kind: 'mint',
    mintAuthority: unwrapOption(mint.mintAuthority),
    supply: mint.supply,
    decimals: mint.decimals,
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    extensions,
  }
}

function readMultisig(data: ReadonlyUint8Array): SplMultisig | null {
  const multisig = getMultisigDecoder().decode(data)
  if (!multisig.isInitialized) return null
  return {
    kind: 'multisig',
    numRequiredSigners: multisig.m,
    numValidSigners: multisig.n,
    signers: multisig.signers.slice(0, multisig.n),
  }
}

/** The extensions after the account type byte: 2-byte type, 2-byte length, value. */
function readExtensions(data: ReadonlyUint8Array): UiExtension[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const found: UiExtension[] = []
  for (let offset = accountTypeOffset + 1; offset + 4 <= data.length; ) {
    const type = view.getUint16(offset, true)
    // Type 0 is unused space after the last extension.
    if (type === 0) break
    found.push({
      extension: stateFreeExtensions.has(type)
        ? tokenExtensionTypeName(type)
        : 'unparseableExtension',
    })
    offset += 4 + view.getUint16(offset + 2, true)
  }
  return found
}
