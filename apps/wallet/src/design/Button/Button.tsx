import type { ButtonHTMLAttributes, ReactNode } from 'react'
import './Button.css'

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'link'
  isFullWidth?: boolean
  children: ReactNode
}

/** The one button of the wallet; `link` looks like a text link but stays a button. */
export function Button({ variant, isFullWidth, type, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`ts-button ts-button--${variant ?? 'primary'}${isFullWidth ? ' ts-button--full' : ''}`}
      {...rest}
    >
      {children}
    </button>
  )
}
