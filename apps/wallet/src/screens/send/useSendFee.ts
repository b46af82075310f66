import { formatFee } from '@tessera/engine'
import { useMoney } from '../hooks/useMoney.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import type { GasFees } from '../requests/transaction/gasFees.js'
import type { GasSelection } from '../requests/transaction/useGasSelection.js'
import type { SendFee } from './SendFeeField.js'
import type { TransferGasState } from './useTransferGas.js'

/**
 * The fee of a send on the selected network: `feeText` formats chosen fees in its coin (and in
 * fiat where known), `fee` is what the form's fee field shows.
 */
export function useSendFee(
  gas: TransferGasState,
  selection: GasSelection | undefined,
): { readonly fee: SendFee; readonly feeText: (fees: GasFees) => string } {
  const network = useSelectedNetwork()
  const money = useMoney(network.chainId)
  const native = network.nativeCurrency
  const feeText = (fees: GasFees) =>
    money(
      { value: fees.estimatedFee, decimals: native.decimals, symbol: native.symbol },
      formatFee(fees.estimatedFee, native.decimals),
    )
  const fee: SendFee =
    gas.status === 'ready' && selection
      ? {
          status: 'ready',
          selection,
          isEip1559: gas.estimate.baseFeePerGas !== undefined,
          feeText: selection.fees instanceof Error ? '' : feeText(selection.fees),
        }
      : gas.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' }
  return { fee, feeText }
}
