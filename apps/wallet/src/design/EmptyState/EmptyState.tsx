import type { ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/Icon.js'
import './EmptyState.css'

export type EmptyStateProps = { icon: IconName; title: string; children?: ReactNode }

/** What a list or screen shows when there is nothing in it. */
export function EmptyState({ icon, title, children }: EmptyStateProps) {
  return (
    <div className="ts-emptyState">
      <span className="ts-emptyState__icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="ts-emptyState__title">{title}</p>
      {children}
    </div>
  )
}
