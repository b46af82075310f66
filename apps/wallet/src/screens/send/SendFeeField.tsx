import { catalogue } from '@tessera/errors'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { GasPanel } from '../requests/transaction/GasPanel.js'
import type { FeeSelection } from '../requests/transaction/useFeeSelection.js'
import { texts } from '../texts.js'

/** The fee part of a send form: estimating, not estimable (W-108), or the gas panel. */
export type SendFee =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready'
      readonly selection: FeeSelection
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
  return <GasPanel selection={fee.selection} feeText={fee.feeText} />
}
