import type { EncodedAccount } from '@solana/kit'
import type { ReadAccount } from '../cluster/accountReader.js'
import { tokenProgramNames } from '../solanaProgramAddresses.js'
import { readSplTokenState, type SplTokenAccount, type SplTokenState } from './readSplTokenState.js'
import { uiTokenAmount } from './uiTokenAmount.js'

/** `data` of an account in a `jsonParsed` answer, when its program is one the RPC parses. */
export type ParsedAccountData = {
  readonly program: string
  readonly parsed: { readonly type: string; readonly info: object }
  readonly space: bigint
}

/**
 * What Agave's account decoder makes of an SPL Token or Token-2022 account: the mint, a token
 * account (its amount in the mint's decimals) or a multisig. Null means "not parsable", and the
 * RPC then falls back to base64: any other program, an uninitialized account, or a token
 * account whose mint is gone (the decimals are missing).
 */
export function parseAccountData(
  account: EncodedAccount,
  readAccount: ReadAccount,
): ParsedAccountData | null {
  const program = tokenProgramNames.get(account.programAddress)
  const state = readSplTokenState(account)
  if (!program || !state) return null
  const parsed =
    state.kind === 'account' ? parseTokenAccount(state, readAccount) : parseOther(state)
  return parsed && { program, parsed, space: BigInt(account.data.length) }
}

function parseTokenAccount(account: SplTokenAccount, readAccount: ReadAccount) {
  const decimals = readDecimals(account.mint, readAccount)
  if (decimals === null) return null
  const amount = (value: bigint) => uiTokenAmount(value, decimals)
  return {
    type: 'account',
    info: {
      isNative: account.rentExemptReserve !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: amount(account.amount),
      ...(account.delegate && {
        delegate: account.delegate,
        delegatedAmount: amount(account.delegatedAmount),
      }),
      ...(account.rentExemptReserve !== null && {
        rentExemptReserve: amount(account.rentExemptReserve),
      }),
      ...(account.closeAuthority && { closeAuthority: account.closeAuthority }),
      ...(account.extensions.length > 0 && { extensions: account.extensions }),
    },
  }
}

function parseOther(state: Exclude<SplTokenState, SplTokenAccount>) {
  if (state.kind === 'multisig') {
    const { kind: _, ...info } = state
    return { type: 'multisig', info: { ...info, isInitialized: true } }
  }
  return {
    type: 'mint',
    info: {
      mintAuthority: state.mintAuthority,
      supply: state.supply.toString(),
      decimals: state.decimals,
      isInitialized: true,
      freezeAuthority: state.freezeAuthority,
      ...(state.extensions.length > 0 && { extensions: state.extensions }),
    },
  }
}

/** A mint's decimals, or null when the mint cannot be read. */
export function readDecimals(
  mint: EncodedAccount['address'],
  readAccount: ReadAccount,
): number | null {
  const account = readAccount(mint)
  const state = account && readSplTokenState(account)
  return state?.kind === 'mint' ? state.decimals : null
}
