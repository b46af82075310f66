import './mfaScreens.css'

export type SecretFieldProps = {
  /** A PIN is masked with a numeric keypad on phones; an answer is plain text. */
  readonly kind: 'pin' | 'answer'
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly autoFocus?: boolean
}

/** A PIN or a security-question answer: never autocompleted, spell-checked or stored by the browser. */
export function SecretField({ kind, id, label, value, onChange, autoFocus }: SecretFieldProps) {
  return (
    <label className="ts-mfa__field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        className={`ts-mfa__input ts-mfa__input--${kind}`}
        type={kind === 'pin' ? 'password' : 'text'}
        inputMode={kind === 'pin' ? 'numeric' : 'text'}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the first input of a page opened to type it
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}
