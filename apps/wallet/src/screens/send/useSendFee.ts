import { type FeeOption, formatFee } from '@tessera/engine'
import { useMoney } from '../hooks/useMoney.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import type { FeeSelection } from '../requests/transaction/useFeeSelection.js'
import type { SendFee } from './SendFeeField.js'
import type { TransferFeeState } from './useTransferFee.js'

/**
 * The fee of a send on the selected network: `feeText` formats a fee option in its coin (and in
 * fiat where known), `fee` is what the form's fee field shows.
 */
export function useSendFee(
  state: TransferFeeState,
  selection: FeeSelection | undefined,
): { readonly fee: SendFee; readonly feeText: (option: FeeOption) => string } {
  const network = useSelectedNetwork()
  const money = useMoney(network.id)
  const native = network.nativeCurrency
  const feeText = (option: FeeOption) =>
    money(
      { value: option.fee, decimals: native.decimals, symbol: native.symbol },
      formatFee(option.fee, native.decimals),
    )
  const fee: SendFee =
    state.status === 'ready' && selection
      ? {
          status: 'ready',
          selection,
          feeText: selection.option instanceof Error ? '' : feeText(selection.option),
        }
      : state.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' }
  return { fee, feeText }
}
