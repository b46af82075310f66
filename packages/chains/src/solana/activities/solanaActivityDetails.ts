import type { Activity, ActivityDetail } from '../../activities/Activity.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { formatUnits } from '../../units/formatUnits.js'
import { lamportDecimals } from '../solanaUnits.js'

/** The rows a Solana activity's details show beyond its signature and amount: fee in SOL, compute units (F-009). */
export function solanaActivityDetails(
  activity: Activity,
  network: NetworkConfig,
): readonly ActivityDetail[] {
  const { fee, computeUnitsConsumed } = activity.transaction
  return [
    {
      label: 'fee',
      value:
        fee === null
          ? null
          : `${formatUnits(BigInt(fee), lamportDecimals)} ${network.nativeCurrency.symbol}`,
    },
    { label: 'computeUnitsConsumed', value: computeUnitsConsumed ?? null },
  ]
}
