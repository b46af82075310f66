import type { CustomFeeField, FeeOption, FeeQuote, FeeSpeed } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { useMemo, useState } from 'react'
import { useWalletContext } from '../../WalletContext.js'

export type FeeSelection = {
  /** The panel's tabs: the family's presets (SPEC §2 Normal, Fast), then Custom where it has one. */
  readonly tabs: readonly FeeSpeed[]
  readonly tab: FeeSpeed
  readonly setTab: (tab: FeeSpeed) => void
  /** The Custom tab's fields as typed (gwei and gas units on EVM). */
  readonly fields: readonly CustomFeeField[]
  readonly setField: (key: CustomFeeField['key'], value: string) => void
  /** The chosen fee, or the W-106 error of an invalid Custom form. */
  readonly option: FeeOption | WalletError
}

/**
 * The fee panel's state for a quote: Normal first, Custom prefilled with the family's defaults;
 * undefined until there is a quote. A Custom form the user edited holds for one `key`: when what
 * is sent changes (another asset or recipient on SendTokens), its gas limit may no longer cover
 * it, so Custom starts again from the new quote.
 */
export function useFeeSelection(quote: FeeQuote | undefined, key = ''): FeeSelection | undefined {
  const { engine } = useWalletContext()
  const [tab, setTab] = useState<FeeSpeed>('normal')
  const [edited, setEdited] = useState<{ key: string; fields: readonly CustomFeeField[] }>()
  const fields = (edited?.key === key ? edited.fields : undefined) ?? quote?.custom ?? []
  const option = useMemo(() => {
    if (!quote) return undefined
    const preset = quote.options.find((candidate) => candidate.speed === tab)
    if (tab !== 'custom' || !quote.custom) return preset ?? quote.options[0]
    try {
      return engine.fees.custom(quote, fields)
    } catch (error) {
      if (error instanceof WalletError) return error
      throw error
    }
  }, [engine, quote, tab, fields])
  if (!quote || !option) return undefined
  return {
    tabs: [
      ...quote.options.map((preset) => preset.speed),
      ...(quote.custom ? ['custom' as const] : []),
    ],
    tab,
    setTab,
    fields,
    setField: (field, value) =>
      setEdited({
        key,
        fields: fields.map((entry) => (entry.key === field ? { ...entry, value } : entry)),
      }),
    option,
  }
}
