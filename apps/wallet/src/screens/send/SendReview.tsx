import { shortenAddress } from '../../design/Address/shortenAddress.js'
import { Button } from '../../design/Button/Button.js'
import { Notice } from '../../design/Notice/Notice.js'
import { useSelectedNetwork } from '../hooks/useNetworks.js'
import { DetailList, type DetailListProps } from '../requests/DetailList.js'
import { texts } from '../texts.js'
import { useWalletContext } from '../WalletContext.js'

export type SendReviewProps = {
  /** The recipient. */
  to: string
  /** What is sent (amount; NFT and quantity), between the recipient and the fee. */
  rows: DetailListProps['rows']
  /** The chosen fee, formatted. */
  fee: string
  error: string | undefined
  isSending: boolean
  onBack: () => void
  onSend: () => void
}

/**
 * SendTokens and SendNfts, second step: network, from, to, what will be sent and the fee, then
 * Send (disabled while sending) or Back.
 */
export function SendReview({ to, rows, fee, error, isSending, onBack, onSend }: SendReviewProps) {
  const { address } = useWalletContext()
  const network = useSelectedNetwork()
  return (
    <section className="ts-send" aria-labelledby="ts-send-review-title">
      <h2 id="ts-send-review-title" className="ts-pageTitle">
        {texts.send.reviewTitle}
      </h2>
      <DetailList
        rows={[
          { label: texts.send.network, value: network.chainName },
          { label: texts.transaction.from, value: shortenAddress(address), isMono: true },
          { label: texts.transaction.to, value: shortenAddress(to), isMono: true },
          ...rows,
          { label: texts.transaction.fee, value: fee },
        ]}
      />
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
