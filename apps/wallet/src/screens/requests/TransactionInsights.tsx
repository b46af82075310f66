import { formatFee, type NetworkConfig, type PendingRequest } from '@tessera/engine'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { useMoney } from '../hooks/useMoney.js'
import { texts } from '../texts.js'
import { DetailList } from './DetailList.js'
import { PredictedEffectView } from './transaction/PredictedEffect.js'
import { useRequestFee } from './transaction/useRequestFee.js'
import { useSimulation } from './transaction/useSimulation.js'

export type TransactionInsightsProps = {
  pending: PendingRequest
  network: NetworkConfig
  /** The heading level of its predicted effect: 2 on the compact approval, 3 on the expanded. */
  level: 2 | 3
}

/**
 * What a signing request that carries transactions shows before the user decides: their fee, and
 * what they would do to the wallet's balances (the family's simulation), or why they would fail.
 */
export function TransactionInsights({ pending, network, level }: TransactionInsightsProps) {
  const fee = useRequestFee(pending)
  const effect = useSimulation(pending)
  const money = useMoney(network.id)
  const { decimals, symbol } = network.nativeCurrency
  const option = fee.status === 'ready' ? fee.quote.options[0] : undefined
  const feeText =
    fee.status === 'failed'
      ? '–'
      : option && money({ value: option.fee, decimals, symbol }, formatFee(option.fee, decimals))
  return (
    <>
      <DetailList
        rows={[
          {
            label: texts.transaction.fee,
            value: feeText ?? <Spinner label={texts.transaction.fee} />,
          },
        ]}
      />
      <PredictedEffectView state={effect} nativeCurrency={network.nativeCurrency} level={level} />
    </>
  )
}
