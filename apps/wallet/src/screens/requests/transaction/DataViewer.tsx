import { useId, useState } from 'react'
import { Button } from '../../../design/Button/Button.js'
import { texts } from '../../texts.js'

export type DataViewerProps = { data: `0x${string}` | null }

/** SPEC §2 data viewer: the call's function selector, and the whole data on demand. */
export function DataViewer({ data }: DataViewerProps) {
  const [isOpen, setIsOpen] = useState(false)
  const id = useId()
  if (!data || data === '0x') return <p className="ts-muted">{texts.transaction.noData}</p>
  return (
    <div className="ts-dataViewer">
      <p className="ts-dataViewer__selector">
        {texts.transaction.functionSelector}: <code>{data.slice(0, 10)}</code>
      </p>
      <Button
        variant="link"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? texts.transaction.hideData : texts.transaction.showData}
      </Button>
      <pre id={id} className="ts-dataViewer__data" hidden={!isOpen}>
        {data}
      </pre>
    </div>
  )
}
