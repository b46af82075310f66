import type { RequestDescription } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'
import { MessageSection } from './MessageSection.js'

type SolanaMessage = Extract<RequestDescription, { kind: 'solanaSignMessage' }>

export type SolanaMessageBodyProps = { description: SolanaMessage }

/** Solana signMessage: the message as text (or hex), and when it signs the user in, that it does. */
export function SolanaMessageBody({ description }: SolanaMessageBodyProps) {
  return (
    <>
      {description.isSignIn && <Notice tone="info">{texts.sign.signIn}</Notice>}
      <MessageSection message={description.message} isHex={description.isHex} />
    </>
  )
}
