import type { Activity } from '@tessera/chains'

/**
 * Issue #20: the transaction part of an on-ramp order's activity row (a Buy or Sell of `amount`)
 * before any transaction is known: no hash yet, nonce, gas and fee unknown.
 */
export function orderTransaction(amount: string): Activity['transaction'] {
  return {
    hash: '',
    amount,
    nonce: null,
    gasLimit: null,
    gasPrice: null,
    gasUsed: null,
    data: null,
    fee: null,
  }
}
