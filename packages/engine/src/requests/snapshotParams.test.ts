import { describe, expect, test } from 'vitest'
import { snapshotParams } from './snapshotParams.js'

describe('snapshotParams', () => {
  test('default: a deep-frozen copy', () => {
    const params = [{ to: '0x1', list: [1] }]
    const copy = snapshotParams(params) as typeof params
    expect(copy).toEqual(params)
    expect(copy).not.toBe(params)
    expect([Object.isFrozen(copy[0]), Object.isFrozen(copy[0]?.list)]).toEqual([true, true])
  })

  test.each([
    ['a function', [() => 1]],
    ['a symbol', [Symbol('x')]],
    ['#17 a typed array with elements (it cannot be frozen)', [new Uint8Array(3)]],
  ])('error: params holding %s are not plain data', (_name, params) => {
    expect(() => snapshotParams(params)).toThrowError(
      expect.objectContaining({
        code: 'invalid_params',
        shortMessage: 'params must be plain data',
      }),
    )
  })
})
