import { type ReactNode, useId } from 'react'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { texts } from '../texts.js'
import { type SendFee, SendFeeField } from './SendFeeField.js'

export type SendFormFrameProps = {
  title: string
  /** What is sent, above the recipient (the asset, the NFT). */
  what: ReactNode
  /** How much, below the recipient (amount, quantity). */
  children?: ReactNode
  recipient: string
  onRecipientChange: (recipient: string) => void
  fee: SendFee
  error: string | undefined
  onReview: () => void
  onCancel: () => void
}

/**
 * The first step of SendTokens and SendNfts: the title, what is sent, the recipient, how much,
 * the fee, the SPEC §8 error, then Cancel and Review (Review waits for the fee).
 */
export function SendFormFrame(props: SendFormFrameProps) {
  const { fee } = props
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
        {props.title}
      </h2>
      {props.what}
      <div className="ts-field">
        <label htmlFor={`${id}-recipient`}>{texts.send.recipient}</label>
        <input
          id={`${id}-recipient`}
          className="ts-send__mono"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          value={props.recipient}
          onChange={(event) => props.onRecipientChange(event.target.value)}
        />
      </div>
      {props.children}
      <SendFeeField fee={fee} />
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
