import type { NetworkConfig, PendingRequest } from '@tessera/engine'
import { texts } from '../texts.js'
import { feeValueOf } from './transaction/feeValueOf.js'
import { formatBalanceChange } from './transaction/formatBalanceChange.js'
import { useFeeChoice } from './transaction/useFeeChoice.js'
import { useSimulation } from './transaction/useSimulation.js'
import { type SiweView, useSignInWarnings } from './views/useSignInWarnings.js'
import './ShrunkHighlights.css'

export type ShrunkHighlightsProps = { pending: PendingRequest; network: NetworkConfig }

/**
 * What a shrunk (Pending) request says beyond its one-line summary, so it is seen before the
 * request is opened (issue #17): a balance that cannot pay a transaction, that it is expected to
 * fail and why, or its predicted balance changes; what is wrong with a Sign-In with Ethereum
 * message.
 */
export function ShrunkHighlights({ pending, network }: ShrunkHighlightsProps) {
  const { description } = pending
  return (
    <>
      {(description.kind === 'sendTransaction' || description.kind === 'sendCalls') && (
        <ShortfallHighlight pending={pending} network={network} />
      )}
      {(description.kind === 'sendTransaction' ||
        description.kind === 'sendCalls' ||
        description.kind === 'solanaTransactions') && (
        <EffectHighlight pending={pending} network={network} />
      )}
      {description.kind === 'signMessage' && description.siwe && (
        <SignInHighlights siwe={description.siwe} />
      )}
    </>
  )
}

function ShortfallHighlight({ pending, network }: ShrunkHighlightsProps) {
  const { shortfall } = useFeeChoice(pending, network, feeValueOf(pending.description))
  return shortfall ? <span className="ts-pendingCard__danger">{shortfall.shortMessage}</span> : null
}

function EffectHighlight({ pending, network }: ShrunkHighlightsProps) {
  const effect = useSimulation(pending)
  if (effect.status === 'reverted')
    return (
      <span className="ts-pendingCard__danger">
        {effect.reason
          ? `${texts.transaction.willRevert} ${texts.transaction.revertReason(effect.reason)}`
          : texts.transaction.willRevert}
      </span>
    )
  if (effect.status !== 'success' || effect.changes.length === 0) return null
  return (
    <span className="ts-pendingCard__summary">
      {effect.changes
        .map((change) => formatBalanceChange(change, network.nativeCurrency))
        .join(', ')}
    </span>
  )
}

function SignInHighlights({ siwe }: { siwe: SiweView }) {
  return useSignInWarnings(siwe).map((warning) => (
    <span key={warning} className="ts-pendingCard__danger">
      {warning}
    </span>
  ))
}
