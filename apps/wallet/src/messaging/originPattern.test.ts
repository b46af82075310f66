import { describe, expect, test } from 'vitest'
import { originPattern } from './originPattern.js'

describe('originPattern (HOST-PROTOCOL §A3)', () => {
  const pattern = originPattern(['https://shop.example', 'http://localhost:8557'])
  test('default: registered origins match exactly', () => {
    expect(pattern.test('https://shop.example')).toBe(true)
    expect(pattern.test('http://localhost:8557')).toBe(true)
  })
  test('behavior: look-alikes do not match', () => {
    for (const origin of [
      'https://shop.example.evil.com',
      'https://evil-shop.example',
      'http://shop.example',
      'https://shopxexample',
      'http://localhost:85570',
      'https://shop.example/',
    ])
      expect(pattern.test(origin), origin).toBe(false)
  })
  test('behavior: no registered origin matches nothing', () => {
    expect(originPattern([]).test('https://shop.example')).toBe(false)
  })
})
