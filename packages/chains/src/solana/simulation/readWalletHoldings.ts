import { integerOf } from '../../params/integerOf.js'
import { isRecord } from '../../params/isRecord.js'

/** What the wallet holds in a set of accounts: its SOL, and its token accounts by address. */
export type WalletHoldings = {
  readonly lamports: bigint
  readonly tokens: ReadonlyMap<string, WalletTokenAccount>
}

/** A token account of the wallet: its mint, balance in base units, and the mint's decimals. */
export type WalletTokenAccount = {
  readonly mint: string
  readonly amount: bigint
  readonly decimals: number | undefined
}

/** A jsonParsed account as `getMultipleAccounts` and `simulateTransaction` answer it. */
type ParsedAccount = { readonly lamports: bigint; readonly data: unknown } | null

/**
 * The wallet's SOL balance (the account at the wallet's address) and its token accounts (those
 * whose parsed `owner` is the wallet) among `addresses`, read from the accounts at the same
 * positions. A missing or closed account holds nothing.
 */
export function readWalletHoldings(
  wallet: string,
  addresses: readonly string[],
  accounts: readonly ParsedAccount[],
): WalletHoldings {
  let lamports = 0n
  const tokens = new Map<string, WalletTokenAccount>()
  for (const [index, address] of addresses.entries()) {
    const account = accounts[index]
    if (!account) continue
    if (address === wallet) lamports = account.lamports
    const info = tokenInfo(account.data)
    if (info?.owner === wallet) {
      const { mint, amount, decimals } = info
      tokens.set(address, { mint, amount, decimals })
    }
  }
  return { lamports, tokens }
}

function tokenInfo(data: unknown) {
  if (!isRecord(data) || !isRecord(data.parsed) || data.parsed.type !== 'account') return undefined
  const { info } = data.parsed
  if (!isRecord(info) || !isRecord(info.tokenAmount)) return undefined
  const { owner, mint } = info
  const { amount } = info.tokenAmount
  if (typeof owner !== 'string' || typeof mint !== 'string') return undefined
  if (typeof amount !== 'string' || !/^\d+$/.test(amount)) return undefined
  return { owner, mint, amount: BigInt(amount), decimals: integerOf(info.tokenAmount.decimals) }
}
