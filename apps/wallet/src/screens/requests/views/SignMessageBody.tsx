import type { RequestDescription, RequestWarning } from '@tessera/engine'
import { Notice } from '../../../design/Notice/Notice.js'
import { texts } from '../../texts.js'

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
