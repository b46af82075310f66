import './Spinner.css'

export type SpinnerProps = { label: string }

/** A busy indicator announced politely to screen readers. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <span className="ts-spinner" role="status">
      <span className="ts-spinner__circle" aria-hidden="true" />
      <span className="ts-visuallyHidden">{label}</span>
    </span>
  )
}
