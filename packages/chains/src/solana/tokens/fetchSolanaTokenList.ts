import { WalletError } from '@tessera/errors'
import { readTokenListEntries, type TokenListEntry } from './readTokenListEntries.js'

/** Not SPEC: a mirror that hangs counts as failed, so the fallback gets its turn. */
const mirrorTimeoutMs = 10_000

export type FetchSolanaTokenListParameters = {
  /** The mirrors, in order (SPEC §7: the first, then the fallback). */
  readonly urls: readonly string[]
  readonly fetch?: typeof globalThis.fetch
}

export type FetchSolanaTokenListErrorType = WalletError<'W-147'>

/**
 * The Solana token list (SPEC §7): from the first mirror that answers with a token list, the
 * next one when a mirror fails (C-025). W-147 'Failed to fetch token list' when every mirror
 * fails, W-147 'Token list is empty' when the list has no tokens.
 */
export async function fetchSolanaTokenList(
  parameters: FetchSolanaTokenListParameters,
): Promise<readonly TokenListEntry[]> {
  const fetchFn = parameters.fetch ?? globalThis.fetch
  const failures: unknown[] = []
  for (const url of parameters.urls) {
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(mirrorTimeoutMs) })
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      const entries = readTokenListEntries(await response.json())
      if (!entries) throw new Error(`${url} sent no token list`)
      if (entries.length === 0) throw new WalletError('W-147', { details: 'Token list is empty' })
      return entries
    } catch (error) {
      if (error instanceof WalletError) throw error
      failures.push(error)
    }
  }
  throw new WalletError('W-147', {
    details: 'Failed to fetch token list',
    cause: new AggregateError(failures, 'every token-list mirror failed'),
  })
}
