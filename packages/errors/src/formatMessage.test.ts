import { describe, expect, test } from 'vitest'
import { formatMessage } from './formatMessage.js'

describe('formatMessage', () => {
  test('default: fills every placeholder', () => {
    expect(formatMessage('{a} and {b}', { a: '1', b: '2' })).toBe('1 and 2')
  })

  test('behavior: unknown placeholders stay visible rather than vanish', () => {
    expect(formatMessage('Chain Id {chainId}', {})).toBe('Chain Id {chainId}')
  })

  test('behavior: inherited names are not parameters', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })
})
