import type { GasEstimate } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useMemo, useState } from 'react'
import {
  type CustomGasForm,
  customGasFees,
  defaultCustomGasForm,
  type GasFees,
  type GasTab,
  presetGasFees,
} from './gasFees.js'

export type GasSelection = {
  readonly tab: GasTab
  readonly setTab: (tab: GasTab) => void
  readonly form: CustomGasForm
  readonly setForm: (form: CustomGasForm) => void
  /** The chosen fees, or the W-106 error of an invalid Custom form. */
  readonly fees: GasFees | WalletError
}

const emptyForm: CustomGasForm = {
  maxFeePerGasGwei: '',
  maxPriorityFeePerGasGwei: '',
  gasLimit: '',
}

/**
 * The gas panel's state: Normal first, Custom prefilled with the SPEC §9 defaults once the
 * estimate is there; undefined until then. A Custom form the user edited holds for one
 * `transactionKey`: when what is sent changes (another asset or recipient on SendTokens), its
 * gas limit may no longer cover it, so Custom starts again from the new estimate.
 */
export function useGasSelection(
  estimate: GasEstimate | undefined,
  transactionKey = '',
): GasSelection | undefined {
  const [tab, setTab] = useState<GasTab>('normal')
  const [edited, setEdited] = useState<{ key: string; form: CustomGasForm } | undefined>()
  const editedForm = edited?.key === transactionKey ? edited.form : undefined
  const setForm = (next: CustomGasForm) => setEdited({ key: transactionKey, form: next })
  const form = editedForm ?? (estimate ? defaultCustomGasForm(estimate) : emptyForm)
  const fees = useMemo(() => {
    if (!estimate) return undefined
    if (tab !== 'custom') return presetGasFees(estimate, tab)
    try {
      return customGasFees(estimate, form)
    } catch (error) {
      if (error instanceof WalletError) return error
      throw error
    }
  }, [estimate, tab, form])
  return fees === undefined ? undefined : { tab, setTab, form, setForm, fees }
}
