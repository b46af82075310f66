import { catalogue } from '@tessera/errors'
import { useId } from 'react'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { GasPanel } from '../requests/transaction/GasPanel.js'
import type { GasSelection } from '../requests/transaction/useGasSelection.js'
import { texts } from '../texts.js'
import type { SendDraft } from './useSendTokens.js'

/** The fee part of the form: estimating, not estimable (W-108), or the gas panel. */
export type SendFee =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready'
      readonly selection: GasSelection
      readonly isEip1559: boolean
      readonly feeText: string
    }

export type SendFormProps = {
  assetOptions: readonly { value: SendDraft['asset']; label: string }[]
  draft: SendDraft
  onChange: (draft: SendDraft) => void
  /** The balance of the chosen asset, formatted with its symbol. */
  available: string
  onMax: (() => void) | undefined
  fee: SendFee
  error: string | undefined
  onReview: () => void
  onCancel: () => void
}

/** SendTokens, first step: asset, recipient, amount with Max, the fee, then Review. */
export function SendForm(props: SendFormProps) {
  const { draft, onChange, fee } = props
  const id = useId()
  return (
    <form
      className="ts-send"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onReview()
      }}
    >
      <h2 id={`${id}-title`} className="ts-pageTitle">
        {texts.send.formTitle}
      </h2>
      <div className="ts-field">
        <label htmlFor={`${id}-asset`}>{texts.send.asset}</label>
        <select
          id={`${id}-asset`}
          value={draft.asset}
          onChange={(event) =>
            onChange({ ...draft, asset: event.target.value as SendDraft['asset'] })
          }
        >
          {props.assetOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="ts-field">
        <label htmlFor={`${id}-recipient`}>{texts.send.recipient}</label>
        <input
          id={`${id}-recipient`}
          className="ts-send__mono"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          value={draft.recipient}
          onChange={(event) => onChange({ ...draft, recipient: event.target.value })}
        />
      </div>
      <div className="ts-field">
        <label htmlFor={`${id}-amount`}>{texts.send.amount}</label>
        <div className="ts-send__amount">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            aria-describedby={`${id}-available`}
            value={draft.amount}
            onChange={(event) => onChange({ ...draft, amount: event.target.value })}
          />
          <Button
            variant="secondary"
            aria-label={texts.send.maxLabel}
            disabled={!props.onMax}
            onClick={props.onMax}
          >
            {texts.send.max}
          </Button>
        </div>
        <p id={`${id}-available`} className="ts-muted ts-send__hint">
          {texts.send.available(props.available)}
        </p>
      </div>
      {fee.status === 'loading' && <Spinner label={texts.transaction.gas} />}
      {fee.status === 'failed' && (
        <p className="ts-fieldError">
          {texts.transaction.fee}: {catalogue['W-108'].message}
        </p>
      )}
      {fee.status === 'ready' && (
        <GasPanel selection={fee.selection} isEip1559={fee.isEip1559} feeText={fee.feeText} />
      )}
      {props.error && <Notice tone="danger">{props.error}</Notice>}
      <div className="ts-send__actions">
        <Button variant="secondary" onClick={props.onCancel}>
          {texts.send.cancel}
        </Button>
        <Button type="submit" disabled={fee.status === 'loading'}>
          {texts.send.review}
        </Button>
      </div>
    </form>
  )
}
