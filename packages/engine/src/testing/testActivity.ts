import type { Activity, ActivityOrder } from '@tessera/chains'
import { orderTransaction } from '../onRamps/orderTransaction.js'
import { testAccount } from './createTestEngine.js'

/** The 32-byte hash numbered `n` (`0x…0n`), the hash of `testActivity(n)`. */
export const testHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/**
 * A Pending Send of the test account on Ethereum mainnet numbered `n` (its hash, nonce and date),
 * `fields` overriding: an activity record (SPEC §3 Activity) the tests of the activity history
 * start from.
 */
export function testActivity(n: number, fields: Partial<Activity> = {}): Activity {
  return {
    networkId: 'eip155:1',
    operation: 'Send',
    txHash: testHash(n),
    explorerUrl: null,
    transaction: {
      hash: testHash(n),
      amount: '1',
      nonce: n,
      gasLimit: '21000',
      gasPrice: '1',
      gasUsed: null,
      data: null,
      fee: null,
    },
    status: 'Pending',
    date: n,
    address: { from: testAccount.address, to: null },
    customToken: null,
    ...fields,
  }
}

/**
 * An on-ramp order `orderId` (issue #20: a Transak Buy or Sell of 0.05 ETH for 100 USD) as its
 * activity row holds it before any transaction is known: no hash, nonce or fee; `fields`
 * overriding. A Buy is paid by Transak to the test account; a Sell, of native ETH with its token
 * details (sellDetails), by the test account to a deposit address.
 */
export function testOrderActivity(
  operation: 'Buy' | 'Sell',
  orderId: string,
  fields: Partial<Activity> = {},
): Activity {
  const amount = { amount: '0.05', currency: 'ETH' }
  const order: ActivityOrder = {
    orderId,
    provider: 'transak',
    crypto:
      operation === 'Buy'
        ? amount
        : {
            ...amount,
            contractAddress: 'NATIVE',
            decimals: 18,
            logo: 'https://assets.test/eth.svg',
          },
    fiat: { amount: '100', currency: 'USD', fee: '2.5' },
  }
  return testActivity(0, {
    operation,
    txHash: '',
    transaction: orderTransaction(amount.amount),
    status: 'Unapproved',
    address:
      operation === 'Buy'
        ? { from: 'Transak', to: testAccount.address }
        : { from: testAccount.address, to: '0x5e11000000000000000000000000000000de9051' },
    order,
    ...fields,
  })
}
