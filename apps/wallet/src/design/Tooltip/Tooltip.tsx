import { type KeyboardEvent, type ReactElement, useId, useState } from 'react'
import './Tooltip.css'

export type TooltipProps = {
  text: string
  /** Renders the trigger; spread the given props on the focusable element. */
  children: (triggerProps: TooltipTriggerProps) => ReactElement
}

export type TooltipTriggerProps = {
  'aria-describedby': string
  onMouseEnter: () => void
  onMouseLeave: () => void
  onFocus: () => void
  onBlur: () => void
  onKeyDown: (event: KeyboardEvent) => void
}

/**
 * A short description of its trigger, shown on hover and keyboard focus and hidden with
 * Escape. The text is always in the DOM so screen readers read it through `aria-describedby`.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  const show = () => setIsOpen(true)
  const hide = () => setIsOpen(false)
  return (
    <span className="ts-tooltip">
      {children({
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === 'Escape') hide()
        },
      })}
      <span id={id} role="tooltip" className="ts-tooltip__bubble" data-open={isOpen}>
        {text}
      </span>
    </span>
  )
}
