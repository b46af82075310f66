import { useId } from 'react'
import { Button } from '../../design/Button/Button.js'
import { Spinner } from '../../design/Spinner/Spinner.js'
import { texts } from '../texts.js'
import type { CustomTokenForm as Form } from './useCustomTokenForm.js'

export type CustomTokenFormProps = {
  form: Form
  /** Called once the token was added. */
  onAdded: () => void
}

/**
 * SPEC §2 custom token form: Token Contract Address, Token Symbol, Token Decimal (number, min 0,
 * step 1) and Save. Fields read from the chain are read-only (SPEC §5).
 */
export function CustomTokenForm({ form, onAdded }: CustomTokenFormProps) {
  const id = useId()
  const errorId = `${id}-error`
  const lockedId = `${id}-locked`
  const described = (isLocked: boolean) => (isLocked ? lockedId : undefined)
  return (
    <form
      className="ts-addToken__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.save().then((isAdded) => isAdded && onAdded())
      }}
    >
      <div className="ts-field">
        <label htmlFor={`${id}-address`}>{texts.sign.tokenAddress}</label>
        <input
          id={`${id}-address`}
          autoComplete="off"
          spellCheck={false}
          value={form.address}
          aria-invalid={form.error !== undefined}
          aria-describedby={form.error === undefined ? undefined : errorId}
          onChange={(event) => form.setAddress(event.target.value)}
        />
      </div>
      {form.isLookingUp && <Spinner label={texts.addToken.lookingUp} />}
      <div className="ts-field">
        <label htmlFor={`${id}-symbol`}>{texts.sign.tokenSymbol}</label>
        <input
          id={`${id}-symbol`}
          autoComplete="off"
          value={form.symbol}
          readOnly={form.isSymbolLocked}
          aria-describedby={described(form.isSymbolLocked)}
          onChange={(event) => form.setSymbol(event.target.value)}
        />
      </div>
      <div className="ts-field">
        <label htmlFor={`${id}-decimals`}>{texts.sign.tokenDecimals}</label>
        <input
          id={`${id}-decimals`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={form.decimals}
          readOnly={form.isDecimalsLocked}
          aria-describedby={described(form.isDecimalsLocked)}
          onChange={(event) => form.setDecimals(event.target.value)}
        />
      </div>
      {(form.isSymbolLocked || form.isDecimalsLocked) && (
        <p id={lockedId} className="ts-muted ts-addToken__hint">
          {texts.addToken.readFromChain}
        </p>
      )}
      {form.error !== undefined && (
        <p id={errorId} className="ts-fieldError" role="alert">
          {form.error}
        </p>
      )}
      <Button type="submit" isFullWidth disabled={form.isLookingUp || form.isSaving}>
        {texts.addToken.save}
      </Button>
    </form>
  )
}
