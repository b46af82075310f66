import type { RequestDescription } from '@tessera/engine'
import { texts } from '../../texts.js'
import { DetailList } from '../DetailList.js'

type SwitchAccountTypeDescription = Extract<RequestDescription, { kind: 'switchAccountType' }>

export type SwitchAccountTypeBodyProps = { description: SwitchAccountTypeDescription }

/** _tessera_switchAccountType: owner address ↔ smart contract wallet (SPEC §2). */
export function SwitchAccountTypeBody({ description }: SwitchAccountTypeBodyProps) {
  return (
    <DetailList
      rows={[
        { label: texts.sign.accountTypeFrom, value: texts.sign.accountTypes[description.from] },
        { label: texts.sign.accountTypeTo, value: texts.sign.accountTypes[description.to] },
      ]}
    />
  )
}
