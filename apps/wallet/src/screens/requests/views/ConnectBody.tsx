import type { RequestDescription } from '@tessera/engine'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'

type ConnectDescription = Extract<RequestDescription, { kind: 'connect' }>

export type ConnectBodyProps = { description: ConnectDescription }

/** EIP-2255 (issue #17) Connect view: which website will see which account. */
export function ConnectBody({ description }: ConnectBodyProps) {
  return (
    <>
      <DetailList
        rows={[
          { label: texts.sign.website, value: description.origin },
          { label: texts.sign.sharedAccount, value: description.account, isMono: true },
        ]}
      />
      <p className="ts-muted">{texts.sign.connectNotice}</p>
    </>
  )
}
