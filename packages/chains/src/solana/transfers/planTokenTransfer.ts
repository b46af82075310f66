import { type Address, address } from '@solana/kit'
import { findAssociatedTokenPda } from '@solana-program/token'
import { WalletError } from '@tessera/errors'
import { integerOf } from '../../params/integerOf.js'
import { isRecord } from '../../params/isRecord.js'
import { isTokenProgram } from '../programs/solanaPrograms.js'
import type { SolanaClient } from '../SolanaContext.js'
import type { TokenTransferPlan } from './PreparedSolanaTransfer.js'

export type PlanTokenTransferErrorType = WalletError<'W-111' | 'W-146'>

/**
 * The accounts of an SPL transfer of `amount` of `mint` from `owner` to `to`: the mint's program
 * and decimals (W-146 when the node knows no such mint), the sender's account of it that holds
 * the amount (its associated account first; W-111 when none does), and the recipient's associated
 * token account on the mint's program, to be created when it does not exist. A frozen account
 * (a programmable NFT's, frozen by Token Metadata: N-020) cannot send with `transferChecked` and
 * is skipped; W-111 says so when only frozen ones hold the amount, before the user is asked.
 */
export async function planTokenTransfer(
  client: SolanaClient,
  parameters: {
    readonly owner: Address
    readonly mint: string
    readonly to: string
    readonly amount: bigint
  },
): Promise<TokenTransferPlan> {
  const { owner, amount } = parameters
  const mint = address(parameters.mint)
  const { value: mintAccount } = await client
    .getAccountInfo(mint, { encoding: 'jsonParsed' })
    .send()
  const data = mintAccount?.data
  const info = isRecord(data) && isRecord(data.parsed) ? data.parsed.info : undefined
  const decimals = isRecord(info) ? integerOf(info.decimals) : undefined
  if (!mintAccount || !isTokenProgram(mintAccount.owner) || decimals === undefined)
    throw new WalletError('W-146', { details: `${mint} is no token mint` })
  const tokenProgram = mintAccount.owner
  const [[ownAccount], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner, mint, tokenProgram }),
    findAssociatedTokenPda({ owner: address(parameters.to), mint, tokenProgram }),
  ])
  const [held, existing] = await Promise.all([
    client.getTokenAccountsByOwner(owner, { mint }, { encoding: 'jsonParsed' }).send(),
    client.getAccountInfo(destination, { encoding: 'base64' }).send(),
  ])
  const accounts = held.value.map(({ pubkey, account }) => ({
    pubkey,
    amount: amountOf(account.data.parsed.info),
    isFrozen: isRecord(account.data.parsed.info) && account.data.parsed.info.state === 'frozen',
  }))
  const balances = accounts.filter((account) => !account.isFrozen)
  const source =
    balances.find((b) => b.pubkey === ownAccount && b.amount >= amount) ??
    balances
      .filter((b) => b.amount >= amount)
      .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))[0]
  if (!source)
    throw new WalletError('W-111', {
      details: accounts.some((account) => account.isFrozen && account.amount >= amount)
        ? `the token accounts that hold ${amount} of ${mint} are frozen`
        : `no token account holds ${amount} of ${mint}`,
    })
  return {
    mint,
    decimals,
    tokenProgram,
    source: source.pubkey,
    destination,
    createsDestination: existing.value === null,
  }
}

function amountOf(info: unknown): bigint {
  const amount = isRecord(info) && isRecord(info.tokenAmount) ? info.tokenAmount.amount : undefined
  return typeof amount === 'string' && /^\d+$/.test(amount) ? BigInt(amount) : 0n
}
