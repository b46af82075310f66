import { assetListDecimals, totalBalanceDecimals } from '@tessera/protocol'
import { formatUnits } from './formatUnits.js'

/**
 * Shows a base-unit amount with at most `maxDecimals` decimals, cut (never rounded up, so a
 * balance is never shown larger than it is) and without trailing zeros.
 *
 * @example formatTokenAmount(1_234_567_890_000_000_000n, 18, 4) // '1.2345'
 */
export function formatTokenAmount(value: bigint, decimals: number, maxDecimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const shown = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const text = shown ? `${whole}.${shown}` : whole
  return text === '-0' ? '0' : text
}

/** An asset-list balance: 4 decimals (SPEC §9); '–' when it could not be read. */
export function formatListBalance(asset: {
  readonly balance: bigint | null
  readonly decimals: number
}): string {
  return asset.balance === null
    ? '–'
    : formatTokenAmount(asset.balance, asset.decimals, assetListDecimals)
}

/** The home 'Total Balance:': up to 9 decimals (SPEC §2, §9). */
export function formatTotalBalance(balance: bigint, decimals: number): string {
  return formatTokenAmount(balance, decimals, totalBalanceDecimals)
}
