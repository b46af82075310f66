import type { Address } from '@solana/kit'
import { integerOf } from '../../params/integerOf.js'
import { isRecord } from '../../params/isRecord.js'
import { tokenProgramAddresses } from '../programs/solanaPrograms.js'
import type { SolanaClient } from '../SolanaContext.js'

/** What the owner holds of one mint, over all its token accounts. */
export type TokenHolding = {
  readonly mint: string
  readonly decimals: number
  /** Base units. */
  readonly amount: bigint
}

/**
 * The owner's tokens: its token accounts of the Token and the Token-2022 programs
 * (`getTokenAccountsByOwner`, jsonParsed; third-party-apis §10a: Token-2022 accounts carry
 * extensions, so both programs are asked), summed per mint, in the order first seen. With
 * `mint`, only its accounts are asked for (an NFT's balance, N-020).
 */
export async function readTokenHoldings(
  client: SolanaClient,
  owner: Address,
  mint?: Address,
): Promise<TokenHolding[]> {
  const filters = mint ? [{ mint }] : tokenProgramAddresses.map((programId) => ({ programId }))
  const answers = await Promise.all(
    filters.map((filter) =>
      client.getTokenAccountsByOwner(owner, filter, { encoding: 'jsonParsed' }).send(),
    ),
  )
  const holdings = new Map<string, TokenHolding>()
  for (const { account } of answers.flatMap((answer) => answer.value)) {
    const balance = tokenAmountOf(account.data.parsed.info)
    if (!balance) continue
    const held = holdings.get(balance.mint)
    holdings.set(balance.mint, { ...balance, amount: (held?.amount ?? 0n) + balance.amount })
  }
  return [...holdings.values()]
}

/** The mint, decimals and amount of a jsonParsed token account; undefined when it is none. */
function tokenAmountOf(info: unknown): TokenHolding | undefined {
  if (!isRecord(info) || typeof info.mint !== 'string' || !isRecord(info.tokenAmount))
    return undefined
  const { amount } = info.tokenAmount
  const decimals = integerOf(info.tokenAmount.decimals)
  if (typeof amount !== 'string' || !/^\d+$/.test(amount) || decimals === undefined)
    return undefined
  return { mint: info.mint, decimals, amount: BigInt(amount) }
}
