import type { Address } from '@solana/kit'
import { TokenInstruction } from '@solana-program/token'
import { integerOf } from '../../params/integerOf.js'
import { isRecord } from '../../params/isRecord.js'
import type { SolanaInstruction } from '../instructions/SolanaInstruction.js'
import { isTokenProgram } from '../programs/solanaPrograms.js'
import type { SolanaClient } from '../SolanaContext.js'
import type { SolanaTransactionRequest } from './SolanaTransactionRequest.js'

/**
 * The mint and decimals of the token accounts that plain SPL `transfer`s move from (the
 * instruction names neither), as the node has them now. Accounts the node does not know as token
 * accounts are left out, and so is everything when it cannot answer: the approval then shows the
 * amount without a mint.
 */
export async function readTokenAccountMints(
  instructions: readonly SolanaInstruction[],
  client: SolanaClient,
): Promise<SolanaTransactionRequest['tokenAccounts']> {
  const sources = [
    ...new Set(
      instructions
        .filter((i) => isTokenProgram(i.programAddress) && i.data[0] === TokenInstruction.Transfer)
        .flatMap((i) => (i.accounts[0] ? [i.accounts[0].address] : [])),
    ),
  ]
  if (sources.length === 0) return {}
  const answer = await client
    .getMultipleAccounts(sources as Address[], { encoding: 'jsonParsed' })
    .send()
    .catch(() => ({ value: [] }))
  return Object.fromEntries(
    sources.flatMap((source, index) => {
      const info = parsedInfo(answer.value[index]?.data)
      const decimals = isRecord(info?.tokenAmount)
        ? integerOf(info.tokenAmount.decimals)
        : undefined
      return typeof info?.mint === 'string' && decimals !== undefined
        ? [[source, { mint: info.mint, decimals }]]
        : []
    }),
  )
}

/** `data.parsed.info` of a jsonParsed account; undefined for base64 data (not parsed). */
function parsedInfo(data: unknown): Record<string, unknown> | undefined {
  if (!isRecord(data) || !isRecord(data.parsed) || !isRecord(data.parsed.info)) return undefined
  return data.parsed.info
}
