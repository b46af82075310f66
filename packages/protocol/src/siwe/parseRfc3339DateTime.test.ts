import { describe, expect, test } from 'vitest'
import { parseRfc3339DateTime } from './parseRfc3339DateTime.js'

describe('parseRfc3339DateTime', () => {
  test('default: #17 SIWE a UTC date-time', () => {
    expect(parseRfc3339DateTime('2026-11-21T07:00:00Z')).toBe(Date.UTC(2026, 10, 21, 7))
  })

  test.each([
    ['2026-11-21T07:00:00.123Z', Date.UTC(2026, 10, 21, 7, 0, 0, 123)],
    ['2026-11-21T07:00:00.5709Z', Date.UTC(2026, 10, 21, 7, 0, 0, 570)],
    ['2026-11-21t07:00:00z', Date.UTC(2026, 10, 21, 7)],
    ['2026-11-21T07:00:00+05:30', Date.UTC(2026, 10, 21, 1, 30)],
    ['2024-02-29T00:00:00-01:00', Date.UTC(2024, 1, 29, 1)],
    ['2025-01-02T04:04:05+01:00', Date.parse('2025-01-02T03:04:05.000Z')],
  ])('args: #17 SIWE %s is a date-time', (text, ms) => {
    expect(parseRfc3339DateTime(text)).toBe(ms)
  })

  test('behavior: #17 SIWE a leap second is the next minute’s start, not unreadable', () => {
    expect(Date.parse('2016-12-31T23:59:60Z')).toBeNaN()
    expect(parseRfc3339DateTime('2016-12-31T23:59:60Z')).toBe(Date.UTC(2017, 0, 1))
  })

  test.each([
    '2026-11-21',
    '2026-11-21 07:00:00Z',
    '2026-11-21T07:00:00',
    '2026-13-01T00:00:00Z',
    '2025-13-02T03:04:05Z',
    '2025-02-29T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-11-21T24:00:00Z',
    '2026-11-21T07:00:00+24:00',
    'tomorrow',
    'yesterday',
  ])('behavior: #17 SIWE %s is not a date-time', (text) => {
    expect(parseRfc3339DateTime(text)).toBeNull()
  })
})
