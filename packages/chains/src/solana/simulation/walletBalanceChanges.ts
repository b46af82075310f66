import type { BalanceChange } from '../../simulation/SimulationResult.js'
import type { WalletHoldings } from './readWalletHoldings.js'

/**
 * How the wallet's balances change between two readings: SOL first (`feePaid` added back, as the
 * fee is shown on its own), then each mint in the order first seen. Nothing for what is unchanged.
 */
export function walletBalanceChanges(
  before: WalletHoldings,
  after: WalletHoldings,
  feePaid: bigint,
): BalanceChange[] {
  const native = after.lamports - before.lamports + feePaid
  const mints = new Map<string, { delta: bigint; decimals: number | undefined }>()
  const add = (holdings: WalletHoldings, sign: bigint) => {
    for (const { mint, amount, decimals } of holdings.tokens.values()) {
      const entry = mints.get(mint) ?? { delta: 0n, decimals }
      mints.set(mint, { delta: entry.delta + sign * amount, decimals: entry.decimals ?? decimals })
    }
  }
  add(before, -1n)
  add(after, 1n)
  return [
    ...(native === 0n ? [] : [{ asset: { type: 'native' }, delta: native } as const]),
    ...[...mints]
      .filter(([, { delta }]) => delta !== 0n)
      .map(
        ([mint, { delta, decimals }]): BalanceChange => ({
          asset: { type: 'token', address: mint },
          delta,
          ...(decimals === undefined ? {} : { decimals }),
        }),
      ),
  ]
}
