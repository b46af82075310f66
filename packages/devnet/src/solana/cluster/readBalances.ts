import type { TokenBalance } from '@solana/kit'
import { readDecimals } from '../accounts/parseAccountData.js'
import { readSplTokenState } from '../accounts/readSplTokenState.js'
import { uiTokenAmount } from '../accounts/uiTokenAmount.js'
import type { AccountKey } from '../transactions/resolveAccountKeys.js'
import type { ReadAccount } from './accountReader.js'

/** Each account's lamports (0 where none exists), as decimal strings, in account-key order. */
export function readLamports(keys: readonly AccountKey[], readAccount: ReadAccount): string[] {
  return keys.map(({ pubkey }) => String(readAccount(pubkey)?.lamports ?? 0n))
}

/**
 * The token accounts among `keys` with their amounts (`preTokenBalances`/`postTokenBalances`);
 * accounts that are not token accounts, or whose mint is gone, are left out, as Agave does.
 */
export function readTokenBalances(
  keys: readonly AccountKey[],
  readAccount: ReadAccount,
): TokenBalance[] {
  return keys.flatMap(({ pubkey }, accountIndex): TokenBalance[] => {
    const account = readAccount(pubkey)
    const state = account && readSplTokenState(account)
    if (!account || state?.kind !== 'account') return []
    const decimals = readDecimals(state.mint, readAccount)
    if (decimals === null) return []
    return [
      {
        accountIndex,
        mint: state.mint,
        owner: state.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(state.amount, decimals),
      },
    ]
  })
}
