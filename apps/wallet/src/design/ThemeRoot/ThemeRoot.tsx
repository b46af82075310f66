import type { ReactNode } from 'react'
import type { Theme } from './resolveTheme.js'
import '../tokens.css'

export type ThemeRootProps = { theme: Theme; children: ReactNode; className?: string }

/** Applies the design tokens of `theme` to everything inside. */
export function ThemeRoot({ theme, children, className }: ThemeRootProps) {
  return (
    <div data-theme={theme} className={`ts-themeRoot ${className ?? ''}`}>
      {children}
    </div>
  )
}
