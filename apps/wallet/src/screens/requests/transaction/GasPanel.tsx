import { catalogue } from '@tessera/errors'
import { gasPanelTabs } from '@tessera/protocol'
import { useId } from 'react'
import { Tabs } from '../../../design/Tabs/Tabs.js'
import { texts } from '../../texts.js'
import type { CustomGasForm, GasTab } from './gasFees.js'
import type { GasSelection } from './useGasSelection.js'

export type GasPanelProps = {
  selection: GasSelection
  isEip1559: boolean
  /** The estimated fee of the current choice, formatted. */
  feeText: string
}

const tabs = gasPanelTabs.map((label) => ({ value: label.toLowerCase() as GasTab, label }))

/** SPEC §2 gas panel: tabs Normal, Fast and Custom (own gas values). */
export function GasPanel({ selection, isEip1559, feeText }: GasPanelProps) {
  const { tab, setTab, form, setForm, fees } = selection
  return (
    <section className="ts-gasPanel" aria-labelledby="ts-gas-title">
      <h3 id="ts-gas-title" className="ts-section__title">
        {texts.transaction.gas}
      </h3>
      <Tabs label={texts.transaction.gasTabs} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'custom' && (
          <CustomGasFields form={form} onChange={setForm} isEip1559={isEip1559} />
        )}
        {fees instanceof Error ? (
          <p className="ts-fieldError" role="alert">
            {catalogue['W-106'].message}
          </p>
        ) : (
          <p className="ts-gasPanel__fee">
            {texts.transaction.fee}: <strong>{feeText}</strong>
          </p>
        )}
      </Tabs>
    </section>
  )
}

type CustomGasFieldsProps = {
  form: CustomGasForm
  onChange: (form: CustomGasForm) => void
  isEip1559: boolean
}

function CustomGasFields({ form, onChange, isEip1559 }: CustomGasFieldsProps) {
  const id = useId()
  const field = (key: keyof CustomGasForm, label: string) => (
    <div className="ts-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        value={form[key]}
        onChange={(event) => onChange(customFormWith(form, key, event.target.value, isEip1559))}
      />
    </div>
  )
  return (
    <div className="ts-gasPanel__custom">
      {field('maxFeePerGasGwei', isEip1559 ? texts.transaction.maxFee : texts.transaction.gasPrice)}
      {isEip1559 && field('maxPriorityFeePerGasGwei', texts.transaction.priorityFee)}
      {field('gasLimit', texts.transaction.gasLimit)}
    </div>
  )
}

/** On legacy chains the one gas-price field stands for both fee fields. */
function customFormWith(
  form: CustomGasForm,
  key: keyof CustomGasForm,
  value: string,
  isEip1559: boolean,
): CustomGasForm {
  const next = { ...form, [key]: value }
  return !isEip1559 && key === 'maxFeePerGasGwei'
    ? { ...next, maxPriorityFeePerGasGwei: value }
    : next
}
