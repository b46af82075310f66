import type { TokenMetadata } from '@tessera/engine'
import { useRef, useState } from 'react'
import { errorMessage } from '../errorMessage.js'
import { useWalletContext } from '../WalletContext.js'

export type CustomTokenForm = {
  readonly address: string
  readonly symbol: string
  readonly decimals: string
  /** SPEC §5: what the chain told is locked. */
  readonly isSymbolLocked: boolean
  readonly isDecimalsLocked: boolean
  readonly isLookingUp: boolean
  /** A save is running: Save is disabled meanwhile. */
  readonly isSaving: boolean
  /** The message of the last failure (lookup or save), SPEC §8 text. */
  readonly error: string | undefined
  readonly setAddress: (value: string) => void
  readonly setSymbol: (value: string) => void
  readonly setDecimals: (value: string) => void
  /** Validates and adds the token; resolves true once it is added. */
  readonly save: () => Promise<boolean>
}

type Lookup =
  | { readonly status: 'idle' | 'pending' }
  | { readonly status: 'found'; readonly token: TokenMetadata & { readonly address: string } }
  | { readonly status: 'failed'; readonly message: string }

/**
 * SPEC §2, §5 Add Token custom form: the address is trimmed and looked up on chain once it is
 * complete (EVM: 42 characters); symbol and decimals the contract tells fill their fields and are locked; Save
 * needs symbol and decimals (W-110) and adds the token to the user's list.
 */
export function useCustomTokenForm(): CustomTokenForm {
  const { engine } = useWalletContext()
  const [address, setAddressText] = useState('')
  const [symbol, setSymbol] = useState('')
  const [decimals, setDecimals] = useState('')
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' })
  const [saveError, setSaveError] = useState<string>()
  const [isSaving, setIsSaving] = useState(false)
  const saving = useRef(false)
  const latest = useRef('')
  const found = lookup.status === 'found' ? lookup.token : undefined

  const setAddress = (value: string) => {
    setAddressText(value)
    setSaveError(undefined)
    const trimmed = value.trim()
    if (trimmed === latest.current) return
    latest.current = trimmed
    // What an earlier address filled in belongs to that address.
    if (found?.symbol !== undefined) setSymbol('')
    if (found?.decimals !== undefined) setDecimals('')
    if (!engine.tokens.isAddressComplete(trimmed)) {
      setLookup({ status: 'idle' })
      return
    }
    setLookup({ status: 'pending' })
    engine.tokens.lookup(trimmed).then(
      (token) => {
        if (latest.current !== trimmed) return
        setLookup({ status: 'found', token })
        if (token.symbol !== undefined) setSymbol(token.symbol)
        if (token.decimals !== undefined) setDecimals(String(token.decimals))
      },
      (error: unknown) => {
        if (latest.current === trimmed)
          setLookup({ status: 'failed', message: errorMessage(error, 'W-147') })
      },
    )
  }

  const save = async (): Promise<boolean> => {
    // One save at a time: a double click or a second Enter adds nothing twice.
    if (saving.current) return false
    saving.current = true
    setIsSaving(true)
    try {
      if (lookup.status === 'failed') return false
      await engine.tokens.add({
        address,
        symbol,
        decimals,
        ...(found?.name === undefined ? {} : { name: found.name }),
      })
      return true
    } catch (error) {
      setSaveError(errorMessage(error, 'W-147'))
      return false
    } finally {
      saving.current = false
      setIsSaving(false)
    }
  }

  return {
    address,
    symbol,
    decimals,
    isSymbolLocked: found?.symbol !== undefined,
    isDecimalsLocked: found?.decimals !== undefined,
    isLookingUp: lookup.status === 'pending',
    isSaving,
    error: lookup.status === 'failed' ? lookup.message : saveError,
    setAddress,
    setSymbol: (value) => {
      setSymbol(value)
      setSaveError(undefined)
    },
    setDecimals: (value) => {
      setDecimals(value)
      setSaveError(undefined)
    },
    save,
  }
}
