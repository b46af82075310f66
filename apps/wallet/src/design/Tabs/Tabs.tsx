import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import './Tabs.css'

export type TabsProps<value extends string> = {
  label: string
  tabs: readonly { value: value; label: string }[]
  selected: value
  onSelect: (value: value) => void
  /** The panel of the selected tab. */
  children: ReactNode
}

const stepByKey: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 }

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, and
 * only the selected tab is in the Tab order.
 */
export function Tabs<value extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<value>) {
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = tabs.findIndex((tab) => tab.value === selected)

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    onSelect(tab.value)
    buttons.current[(index + tabs.length) % tabs.length]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepByKey[event.key]
    if (step !== undefined) moveTo(selectedIndex + step)
    else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(tabs.length - 1)
    else return
    event.preventDefault()
  }

  return (
    <div className="ts-tabs">
      <div role="tablist" aria-label={label} className="ts-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.value}`}
            aria-selected={tab.value === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.value === selected ? 0 : -1}
            className="ts-tabs__tab"
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="ts-tabs__panel"
      >
        {children}
      </div>
    </div>
  )
}
