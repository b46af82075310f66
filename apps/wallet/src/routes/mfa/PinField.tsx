import './mfaScreens.css'

export type PinFieldProps = {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly autoFocus?: boolean
}

/** A PIN input: masked, numeric keypad on phones, never autocompleted or stored by the browser. */
export function PinField({ id, label, value, onChange, autoFocus }: PinFieldProps) {
  return (
    <label className="ts-mfa__field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        className="ts-mfa__input"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the only input of a page opened to type it
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
}
