import type { NetworkForm } from '@tessera/engine'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../design/Button/Button.js'
import { IconButton } from '../../design/IconButton/IconButton.js'
import { Notice } from '../../design/Notice/Notice.js'
import { errorMessage } from '../errorMessage.js'
import { texts } from '../texts.js'

export type NetworkFormViewProps = {
  initial: NetworkForm
  /** 'Back' on Add network, 'Cancel' on Edit network (SPEC §2): leaves without saving. */
  leaveLabel: string
  onLeave: () => void
  /** Resolves once saved; a refusal (SPEC §5 W-1xx) is shown in the form. */
  onSave: (form: NetworkForm) => Promise<void>
  /** SPEC §2, §6: only custom networks offer delete. */
  onDelete?: () => void
}

const requiredFields = ['chainName', 'rpcUrl', 'currencySymbol', 'chainId'] as const

/**
 * The Add/Edit network form (SPEC §2 modals): Network Name, RPC URL, Currency Symbol, Chain ID
 * (hex placeholder) and an optional Explorer URL. Save stays disabled while a required field is
 * empty (SPEC §5); the engine's refusal is announced in an alert.
 */
export function NetworkFormView({
  initial,
  leaveLabel,
  onLeave,
  onSave,
  onDelete,
}: NetworkFormViewProps) {
  const id = useId()
  const firstField = useRef<HTMLInputElement>(null)
  const [form, setForm] = useState(initial)
  const [error, setError] = useState<string>()
  const [isSaving, setIsSaving] = useState(false)
  useEffect(() => firstField.current?.focus(), [])
  const isComplete = requiredFields.every((name) => form[name].trim() !== '')

  const run = async (action: () => Promise<void> | void) => {
    setError(undefined)
    setIsSaving(true)
    try {
      await action()
    } catch (refusal) {
      setError(errorMessage(refusal))
    } finally {
      setIsSaving(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isComplete && !isSaving) void run(() => onSave(form))
  }
  const field = (name: keyof NetworkForm, label: string, placeholder?: string) => (
    <div className="ts-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        ref={name === 'chainName' ? firstField : undefined}
        value={form[name]}
        required={name !== 'explorerUrl'}
        autoComplete="off"
        spellCheck={false}
        {...(name === 'rpcUrl' || name === 'explorerUrl' ? { inputMode: 'url' as const } : {})}
        {...(placeholder ? { placeholder } : {})}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </div>
  )

  return (
    <form className="ts-networkForm" noValidate onSubmit={submit}>
      {field('chainName', texts.sign.networkName)}
      {field('rpcUrl', texts.sign.rpcUrl)}
      {field('currencySymbol', texts.sign.currencySymbol)}
      {field('chainId', texts.sign.chainId, texts.networks.chainIdPlaceholder)}
      {field('explorerUrl', `${texts.sign.explorerUrl} ${texts.networks.optional}`)}
      {error && <Notice tone="danger">{error}</Notice>}
      <div className="ts-networkForm__actions">
        {onDelete && (
          <IconButton
            icon="trash"
            label={texts.networks.delete}
            disabled={isSaving}
            onClick={() => void run(onDelete)}
          />
        )}
        <Button variant="secondary" onClick={onLeave}>
          {leaveLabel}
        </Button>
        <Button type="submit" disabled={!isComplete || isSaving}>
          {isSaving ? texts.networks.saving : texts.networks.save}
        </Button>
      </div>
    </form>
  )
}
