import { describe, expect, test } from 'vitest'
import { newPinProblem } from './newPinProblem.js'

describe('newPinProblem', () => {
  test('default: a PIN of 6 or more digits that is hard to guess is fine', () => {
    for (const pin of ['724113', '482916', '864209', '30517428', ' 724113 ', 'a7#kq2'])
      expect(newPinProblem(pin), pin).toBeUndefined()
  })

  test('error: too short, also once trimmed', () => {
    for (const pin of ['', '0042', '72411', '  72411  '])
      expect(newPinProblem(pin)).toBe('too_short')
  })

  test('error: one repeated character or a repeated pattern', () => {
    for (const pin of ['000000', '111111', '121212', '123123', '696969', '4545454545'])
      expect(newPinProblem(pin), pin).toBe('repeated_pattern')
  })

  test('error: a straight run of digits, up or down', () => {
    for (const pin of ['123456', '987654', '654321', '3456789', '0123456789'])
      expect(newPinProblem(pin), pin).toBe('digit_run')
  })

  test('error: a common PIN', () => {
    for (const pin of ['112233', '159753', '123321', '147258'])
      expect(newPinProblem(pin), pin).toBe('common')
  })

  test('behavior: full-width digits are read as the digits they seal as (NFKC)', () => {
    expect(newPinProblem('１２３４５６')).toBe('digit_run')
  })
})
