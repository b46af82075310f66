import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { isType2Transaction, normalizeGasPrice } from './normalizeGasPrice.js'

describe('normalizeGasPrice', () => {
  test('default: a legacy transaction with a gas price passes unchanged', () => {
    const transaction = { to: '0x1', gasPrice: '0x3b9aca00' }
    expect(normalizeGasPrice(transaction)).toBe(transaction)
  })

  test('behavior: V-053 a type 2 transaction has its gas price cleared', () => {
    expect(normalizeGasPrice({ type: '0x2', gasPrice: '0x1', maxFeePerGas: '0x2' })).toEqual({
      type: '0x2',
      maxFeePerGas: '0x2',
    })
  })

  test('error: V-052 W-106 when a transaction that is not type 2 has no gas price', () => {
    for (const transaction of [{}, { type: '0x0' }, { type: '0x1', gasPrice: ' ' }]) {
      const error = (() => {
        try {
          return normalizeGasPrice(transaction)
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(WalletError)
      expect(error).toMatchObject({ code: 'W-106', shortMessage: 'Please provide a gas fee' })
    }
  })
})

describe('isType2Transaction', () => {
  test('args: hex, decimal string or number', () => {
    expect([isType2Transaction({ type: '0x2' }), isType2Transaction({ type: 2 })]).toEqual([
      true,
      true,
    ])
    expect([isType2Transaction({ type: '0x0' }), isType2Transaction({})]).toEqual([false, false])
  })
})
