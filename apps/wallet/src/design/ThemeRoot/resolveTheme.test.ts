import { describe, expect, test } from 'vitest'
import { resolveTheme } from './resolveTheme.js'

describe('resolveTheme', () => {
  test('default: light without any preference', () => {
    expect(resolveTheme({})).toBe('light')
  })

  test('C-002: args: themeConfig.theme of the app config sets the theme', () => {
    expect(resolveTheme({ appTheme: 'dark' })).toBe('dark')
  })

  test("behavior: #20 the user's own choice wins over the app theme", () => {
    expect(resolveTheme({ chosen: 'light', appTheme: 'dark' })).toBe('light')
    expect(resolveTheme({ chosen: 'dark', appTheme: 'light' })).toBe('dark')
  })

  test('behavior: unknown theme names fall back instead of breaking the styles', () => {
    expect(resolveTheme({ chosen: 'neon', appTheme: 'sepia' })).toBe('light')
    expect(resolveTheme({ chosen: 'neon', appTheme: 'dark' })).toBe('dark')
  })
})
