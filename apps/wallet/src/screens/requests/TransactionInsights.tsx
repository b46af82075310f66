import { formatFee, type NetworkConfig, type PendingRequest } from '@tessera/engine'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { useMoney } from '../hooks/useMoney.js'
import { texts } from '../texts.js'
import { DetailList } from './DetailList.js'
import { GasPanel } from './transaction/GasPanel.js'
import { PredictedEffectView } from './transaction/PredictedEffect.js'
import { ShortfallNotice } from './transaction/ShortfallNotice.js'
import type { FeeChoiceModel } from './transaction/useFeeChoice.js'
import { useRequestFee } from './transaction/useRequestFee.js'
import { useSimulation } from './transaction/useSimulation.js'

export type TransactionInsightsProps = {
  pending: PendingRequest
  network: NetworkConfig
  /** The heading level of its predicted effect: 2 on the compact approval, 3 on the expanded. */
  level: 2 | 3
  /**
   * The fee the user picks, where the request has a gas panel (a wallet_sendCalls batch, issue
   * #17): its fee is the one shown, a balance that cannot pay it is said, and the expanded view
   * (level 3) has the panel. Without it, the family's one fee.
   */
  choice?: FeeChoiceModel | undefined
}

/** A batch's Custom gas limit is its calls' total, not sent as such: shown, not edited. */
const batchGasLimit = ['gasLimit'] as const

/**
 * What a signing request that carries transactions shows before the user decides: their fee, and
 * what they would do to the wallet's balances (the family's simulation), or why they would fail.
 */
export function TransactionInsights({ pending, network, level, choice }: TransactionInsightsProps) {
  const fee = useRequestFee(pending)
  const effect = useSimulation(pending)
  const money = useMoney(network.id)
  const { decimals, symbol } = network.nativeCurrency
  const option = fee.status === 'ready' ? fee.quote.options[0] : undefined
  const feeText = choice
    ? choice.fee
    : fee.status === 'failed'
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
      <ShortfallNotice shortfall={choice?.shortfall} />
      <PredictedEffectView state={effect} nativeCurrency={network.nativeCurrency} level={level} />
      {level === 3 && choice?.selection && (
        <GasPanel
          selection={choice.selection}
          feeText={choice.fee ?? ''}
          readOnlyFields={batchGasLimit}
        />
      )}
    </>
  )
}
