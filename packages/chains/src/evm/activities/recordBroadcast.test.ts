import { describe, expect, test } from 'vitest'
import { operationOf } from './recordBroadcast.js'

describe('operationOf', () => {
  test('default: a host transaction is a Contract Deployment without to, a Contract Interaction with data, else a Send', () => {
    const to = '0x0000000000000000000000000000000000000002'
    expect(operationOf({ to: null, data: '0x6080' })).toBe('Contract Deployment')
    expect(operationOf({ to, data: '0xa9059cbb' })).toBe('Contract Interaction')
    expect(operationOf({ to, data: '0x' })).toBe('Send')
    expect(operationOf({ to, data: null })).toBe('Send')
  })
})
