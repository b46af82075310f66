import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { DetailList, type DetailListProps } from '../requests/DetailList.js'
import { texts } from '../texts.js'

export type SendReviewProps = {
  rows: DetailListProps['rows']
  error: string | undefined
  isSending: boolean
  onBack: () => void
  onSend: () => void
}

/** SendTokens, second step: what will be sent, then Send (disabled while sending) or Back. */
export function SendReview({ rows, error, isSending, onBack, onSend }: SendReviewProps) {
  return (
    <section className="ts-send" aria-labelledby="ts-send-review-title">
      <h2 id="ts-send-review-title" className="ts-pageTitle">
        {texts.send.reviewTitle}
      </h2>
      <DetailList rows={rows} />
      {error && <Notice tone="danger">{error}</Notice>}
      <div className="ts-send__actions">
        <Button variant="secondary" disabled={isSending} onClick={onBack}>
          {texts.send.back}
        </Button>
        <Button disabled={isSending} aria-busy={isSending} onClick={onSend}>
          {isSending ? texts.send.sending : texts.send.send}
        </Button>
      </div>
    </section>
  )
}
