import { useId } from 'react'

export type TextFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
  type?: 'text' | 'email' | 'password'
  placeholder?: string
  autoComplete?: string
}

/** A labelled text input (the label is a real `<label>`, so screen readers and tests find it). */
export function TextField({
  label,
  value,
  onChange,
  testId,
  type = 'text',
  placeholder,
  autoComplete = 'off',
}: TextFieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
