import type { RequestDescription } from '@tessera/engine'
import { texts } from '../../texts.js'
import { TypedDataTree } from './TypedDataTree.js'

type TypedDataDescription = Extract<RequestDescription, { kind: 'signTypedData' }>

export type TypedDataBodyProps = { description: TypedDataDescription }

/** eth_signTypedData*: the domain, then the message as a readable tree (SPEC §2). */
export function TypedDataBody({ description }: TypedDataBodyProps) {
  return (
    <>
      {description.domain && (
        <section aria-labelledby="ts-domain-title">
          <h3 id="ts-domain-title" className="ts-section__title">
            {texts.sign.domain}
          </h3>
          <TypedDataTree nodes={description.domain} />
        </section>
      )}
      <section aria-labelledby="ts-typed-title">
        <h3 id="ts-typed-title" className="ts-section__title">
          {texts.sign.typedMessage}
          {description.primaryType && (
            <span className="ts-section__hint">
              {' '}
              ({texts.sign.primaryType}: {description.primaryType})
            </span>
          )}
        </h3>
        <TypedDataTree nodes={description.message} />
      </section>
    </>
  )
}
