import type { RequestDescription } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'

type SolanaMessage = Extract<RequestDescription, { kind: 'solanaSignMessage' }>

export type SolanaMessageBodyProps = { description: SolanaMessage }

/** Solana signMessage: the message as text (or hex), and when it signs the user in, that it does. */
export function SolanaMessageBody({ description }: SolanaMessageBodyProps) {
  return (
    <>
      {description.isSignIn && <Notice tone="info">{texts.sign.signIn}</Notice>}
      <section aria-labelledby="ts-message-title">
        <h3 id="ts-message-title" className="ts-section__title">
          {texts.sign.message}
        </h3>
        <pre className={`ts-messageBox${description.isHex ? ' ts-messageBox--hex' : ''}`}>
          {description.message}
        </pre>
      </section>
    </>
  )
}
