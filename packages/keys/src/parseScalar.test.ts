import { describe, expect, test } from 'vitest'
import { parseScalar } from './parseScalar.js'

const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

describe('parseScalar', () => {
  test('default', () => {
    expect(parseScalar(`0x${'00'.repeat(31)}2a`, order)).toBe(42n)
  })

  test('args: zero is a scalar', () => {
    expect(parseScalar(`0x${'00'.repeat(32)}`, order)).toBe(0n)
  })

  test('error: the order itself and larger values are refused', () => {
    expect(parseScalar(`0x${order.toString(16)}`, order)).toBeUndefined()
    expect(parseScalar(`0x${'ff'.repeat(32)}`, order)).toBeUndefined()
  })

  test('error: short hex is refused', () => {
    expect(parseScalar('0x2a', order)).toBeUndefined()
  })
})
