import { modalCollapseAnimationMs } from '@tessera/protocol'
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { IconButton } from '../IconButton/IconButton.js'
import './BottomSheet.css'

export type BottomSheetProps = {
  isOpen: boolean
  title: string
  /** Called once the collapse animation has finished. */
  onClose: () => void
  closeLabel: string
  children: ReactNode
}

const durationStyle = { '--sheet-duration': `${modalCollapseAnimationMs}ms` } as CSSProperties

/**
 * A modal sheet rising from the bottom. It is a native modal `<dialog>` (focus kept inside,
 * the page behind inert, Escape closes) and collapses over 300 ms before `onClose` (SPEC §2, §9).
 */
export function BottomSheet({ isOpen, title, onClose, closeLabel, children }: BottomSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [isClosing, setIsClosing] = useState(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) {
      setIsClosing(false)
      element.showModal()
    }
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  useEffect(() => {
    if (!isClosing) return
    const timer = setTimeout(onClose, modalCollapseAnimationMs)
    return () => clearTimeout(timer)
  }, [isClosing, onClose])

  const collapse = () => setIsClosing(true)

  return (
    <dialog
      ref={dialog}
      className="ts-sheet"
      aria-labelledby={titleId}
      data-state={isClosing ? 'closing' : 'open'}
      style={durationStyle}
      onCancel={(event) => {
        event.preventDefault()
        collapse()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) collapse()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation()
      }}
    >
      <div className="ts-sheet__panel">
        {/* A div, not <header>: a sheet's title bar is no page banner landmark. */}
        <div className="ts-sheet__header">
          <h2 id={titleId} className="ts-sheet__title">
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={collapse} />
        </div>
        {children}
      </div>
    </dialog>
  )
}
