import type { PendingRequest } from '@tessera/engine'
import { Button } from '../../design/Button/Button.js'
import { useNetworkOf } from '../hooks/useNetworkOf.js'
import { texts } from '../texts.js'
import { requestTitle } from './requestTitle.js'
import { ShrunkHighlights } from './ShrunkHighlights.js'
import { summarizeRequest } from './summarizeRequest.js'

export type PendingRequestCardProps = { pending: PendingRequest; onViewDetails: () => void }

/**
 * The shrunk (Pending) variant of a request (SPEC §2) with its View Details link, and what
 * matters about it (issue #17).
 */
export function PendingRequestCard({ pending, onViewDetails }: PendingRequestCardProps) {
  const { description } = pending
  const network = useNetworkOf('chain' in description ? description.chain.networkId : undefined)
  return (
    <li className="ts-pendingCard">
      <span className="ts-pendingCard__badge">{texts.requests.pending}</span>
      <span className="ts-pendingCard__text">
        <span className="ts-pendingCard__title">{requestTitle(description)}</span>
        <span className="ts-pendingCard__summary">
          {summarizeRequest(description, network.nativeCurrency)}
        </span>
        <ShrunkHighlights pending={pending} network={network} />
      </span>
      <Button variant="link" onClick={onViewDetails}>
        {texts.requests.viewDetails}
      </Button>
    </li>
  )
}
