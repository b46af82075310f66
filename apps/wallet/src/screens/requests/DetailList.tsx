import type { ReactNode } from 'react'

export type DetailListProps = {
  rows: readonly { label: string; value: ReactNode; isMono?: boolean }[]
}

/** Label/value pairs of an approval screen as a description list. */
export function DetailList({ rows }: DetailListProps) {
  return (
    <dl className="ts-details">
      {rows.map((row) => (
        <div key={row.label} className="ts-details__row">
          <dt>{row.label}</dt>
          <dd className={row.isMono ? 'ts-details__mono' : undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
