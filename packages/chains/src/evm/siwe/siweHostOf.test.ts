import { describe, expect, test } from 'vitest'
import { siweHostOf } from './siweHostOf.js'

describe('siweHostOf', () => {
  test('default: #17 SIWE the host as URL.host writes it', () => {
    expect(siweHostOf({ scheme: null, domain: 'App.Example:443' })).toBe('app.example')
  })

  test('args: #17 SIWE a written scheme decides the default port', () => {
    expect(siweHostOf({ scheme: 'http', domain: 'localhost:80' })).toBe('localhost')
    expect(siweHostOf({ scheme: null, domain: 'localhost:5173' })).toBe('localhost:5173')
  })

  test('behavior: #17 SIWE null when no URL can hold the domain', () => {
    expect(siweHostOf({ scheme: null, domain: 'a b' })).toBeNull()
  })
})
