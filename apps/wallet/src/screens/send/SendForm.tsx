import { useId } from 'react'
import { Button } from '../../design/Button/Button.js'
import { texts } from '../texts.js'
import type { SendFee } from './SendFeeField.js'
import { SendFormFrame } from './SendFormFrame.js'
import type { SendDraft } from './useSendTokens.js'

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
  const { draft, onChange } = props
  const id = useId()
  return (
    <SendFormFrame
      title={texts.send.formTitle}
      what={
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
      }
      recipient={draft.recipient}
      onRecipientChange={(recipient) => onChange({ ...draft, recipient })}
      fee={props.fee}
      error={props.error}
      onReview={props.onReview}
      onCancel={props.onCancel}
    >
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
    </SendFormFrame>
  )
}
