import { catalogue } from '@tessera/errors'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { GasPanel } from '../requests/transaction/GasPanel.js'
import type { GasSelection } from '../requests/transaction/useGasSelection.js'
import { texts } from '../texts.js'

/** The fee part of a send form: estimating, not estimable (W-108), or the gas panel. */
export type SendFee =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready'
      readonly selection: GasSelection
      readonly isEip1559: boolean
      readonly feeText: string
    }

/** The fee of SendTokens and SendNfts, with the gas panel of the approval screens. */
export function SendFeeField({ fee }: { fee: SendFee }) {
  if (fee.status === 'loading') return <Spinner label={texts.transaction.gas} />
  if (fee.status === 'failed')
    return (
      <p className="ts-fieldError">
        {texts.transaction.fee}: {catalogue['W-108'].message}
      </p>
    )
  return <GasPanel selection={fee.selection} isEip1559={fee.isEip1559} feeText={fee.feeText} />
}
