import type { Activity, ActivityDetail } from '../../activities/Activity.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import { formatUnits } from '../../units/formatUnits.js'
import { formatGasPriceGwei } from '../gas/formatGasPriceGwei.js'

/**
 * The rows an EVM activity's details show beyond its hash and amount (SPEC §3 Activity
 * transaction): nonce, gas limit, gas price in gwei, gas used, data, and the fee in the coin.
 */
export function evmActivityDetails(
  activity: Activity,
  network: NetworkConfig,
): readonly ActivityDetail[] {
  const { transaction } = activity
  const coin = network.nativeCurrency
  const known = (value: string | null | undefined, show: (known: string) => string) =>
    value === null || value === undefined ? null : show(value)
  return [
    { label: 'nonce', value: transaction.nonce?.toString() ?? null },
    { label: 'gasLimit', value: transaction.gasLimit },
    {
      label: 'gasPrice',
      value: known(transaction.gasPrice, (wei) => `${formatGasPriceGwei(BigInt(wei))} gwei`),
    },
    { label: 'gasUsed', value: transaction.gasUsed },
    { label: 'data', value: transaction.data ?? '0x' },
    {
      label: 'fee',
      value: known(
        transaction.fee,
        (wei) => `${formatUnits(BigInt(wei), coin.decimals)} ${coin.symbol}`,
      ),
    },
  ]
}
