import type { ButtonHTMLAttributes } from 'react'
import { Icon, type IconName } from '../Icon/Icon.js'
import './IconButton.css'

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'aria-label'
> & {
  icon: IconName
  /** The accessible name: an icon alone tells a screen reader nothing. */
  label: string
  size?: 'sm' | 'md'
}

/** A square button showing one icon, named by `label`. */
export function IconButton({ icon, label, size, type, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`ts-iconButton ts-iconButton--${size ?? 'md'}`}
      aria-label={label}
      title={label}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 16 : 20} />
    </button>
  )
}
