import { describe, expect, test } from 'vitest'
import { resolveTheme } from './resolveTheme.js'

describe('resolveTheme', () => {
  test('default: light without any preference', () => {
    expect(resolveTheme({})).toBe('light')
  })

  test('C-002: args: themeConfig.theme of the app config sets the theme', () => {
    expect(resolveTheme({ themeConfig: { theme: 'dark' } })).toBe('dark')
  })

  test('behavior: the stored user choice wins over the app theme', () => {
    expect(resolveTheme({ stored: 'light', themeConfig: { theme: 'dark' } })).toBe('light')
  })

  test('behavior: unknown theme names fall back instead of breaking the styles', () => {
    expect(resolveTheme({ stored: 'neon', themeConfig: { theme: 'sepia' } })).toBe('light')
  })
})
