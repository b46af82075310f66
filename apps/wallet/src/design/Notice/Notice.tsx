import type { ReactNode } from 'react'
import { Icon } from '../Icon/Icon.js'
import './Notice.css'

export type NoticeProps = {
  tone: 'info' | 'warning' | 'danger' | 'success'
  children: ReactNode
  /** Extra content at the end of the line, e.g. a close button or tooltip. */
  action?: ReactNode
}

/** An inline message: warnings are announced as alerts, the rest as plain notes. */
export function Notice({ tone, children, action }: NoticeProps) {
  const isUrgent = tone === 'warning' || tone === 'danger'
  return (
    <div className={`ts-notice ts-notice--${tone}`} role={isUrgent ? 'alert' : 'note'}>
      <Icon name={isUrgent ? 'warning' : 'info'} size={18} />
      <div className="ts-notice__body">{children}</div>
      {action}
    </div>
  )
}
