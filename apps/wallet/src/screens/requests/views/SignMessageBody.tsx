import type { RequestDescription, RequestWarning } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'
import { MessageSection } from './MessageSection.js'

type SignMessageDescription = Extract<RequestDescription, { kind: 'signMessage' }>

export type SignMessageBodyProps = { description: SignMessageDescription }

const warningTexts: Readonly<Record<RequestWarning, string>> = {
  deprecatedMethod: texts.sign.deprecated,
  paramsSwapped: texts.sign.paramsReordered,
}

/** personal_sign / eth_sign: the message as text (or hex), with the SPEC §2/§5 warnings. */
export function SignMessageBody({ description }: SignMessageBodyProps) {
  return (
    <>
      {description.warnings.map((warning) => (
        <Notice key={warning} tone="warning">
          {warningTexts[warning]}
        </Notice>
      ))}
      <MessageSection message={description.message} isHex={description.isHex} />
    </>
  )
}
