import type { CustomFeeField, FeeSpeed } from '@tessera/engine'
import { catalogue } from '@tessera/errors'
import { gasPanelTabs } from '@tessera/protocol'
import { useId } from 'react'
import { Tabs } from '../../../design/Tabs/Tabs.js'
import { texts } from '../../texts.js'
import type { FeeSelection } from './useFeeSelection.js'

export type GasPanelProps = {
  selection: FeeSelection
  /** The fee of the current choice, formatted. */
  feeText: string
  /**
   * Custom fields shown but not editable: a wallet_sendCalls batch's gas limit is its calls'
   * total, each call's own limit estimated as it is sent (issue #17).
   */
  readOnlyFields?: readonly CustomFeeField['key'][]
}

const [normal, fast, custom] = gasPanelTabs
const tabLabels: Record<FeeSpeed, string> = { normal, fast, custom } satisfies Record<
  FeeSpeed,
  (typeof gasPanelTabs)[number]
>

const fieldLabels: Record<CustomFeeField['key'], string> = {
  maxFeePerGas: texts.transaction.maxFee,
  maxPriorityFeePerGas: texts.transaction.priorityFee,
  gasPrice: texts.transaction.gasPrice,
  gasLimit: texts.transaction.gasLimit,
}

/**
 * SPEC §2 gas panel: tabs Normal, Fast and Custom (own fee values), as the family offers them;
 * a family with one fee shows it alone.
 */
export function GasPanel({ selection, feeText, readOnlyFields = [] }: GasPanelProps) {
  const { tabs, tab, setTab, option } = selection
  const fee =
    option instanceof Error ? (
      <p className="ts-fieldError" role="alert">
        {catalogue['W-106'].message}
      </p>
    ) : (
      <p className="ts-gasPanel__fee">
        {texts.transaction.fee}: <strong>{feeText}</strong>
      </p>
    )
  return (
    <section className="ts-gasPanel" aria-labelledby="ts-gas-title">
      <h3 id="ts-gas-title" className="ts-section__title">
        {texts.transaction.gas}
      </h3>
      {tabs.length > 1 ? (
        <Tabs
          label={texts.transaction.gasTabs}
          tabs={tabs.map((value) => ({ value, label: tabLabels[value] }))}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'custom' && (
            <CustomFeeFields selection={selection} readOnlyFields={readOnlyFields} />
          )}
          {fee}
        </Tabs>
      ) : (
        fee
      )}
    </section>
  )
}

function CustomFeeFields({
  selection,
  readOnlyFields,
}: {
  selection: FeeSelection
  readOnlyFields: readonly CustomFeeField['key'][]
}) {
  const id = useId()
  return (
    <div className="ts-gasPanel__custom">
      {selection.fields.map(({ key, value }) => (
        <div className="ts-field" key={key}>
          <label htmlFor={`${id}-${key}`}>{fieldLabels[key]}</label>
          <input
            id={`${id}-${key}`}
            inputMode="decimal"
            readOnly={readOnlyFields.includes(key)}
            value={value}
            onChange={(event) => selection.setField(key, event.target.value)}
          />
        </div>
      ))}
    </div>
  )
}
