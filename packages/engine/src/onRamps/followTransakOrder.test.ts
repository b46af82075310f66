import { describe, expect, test } from 'vitest'
import { finalTransakStatuses, transakActivityStatus } from './followTransakOrder.js'

describe('transakActivityStatus', () => {
  test.each([
    ['S-027', 'AWAITING_PAYMENT_FROM_USER', 'Unapproved'],
    ['S-028', 'PROCESSING', 'Processing'],
    ['S-029', 'PENDING_DELIVERY_FROM_TRANSAK', 'Pending'],
    ['S-029', 'ON_HOLD_PENDING_DELIVERY_FROM_TRANSAK', 'Pending'],
    ['S-030', 'COMPLETED', 'Success'],
    ['S-031', 'CANCELLED', 'Cancelled'],
    ['S-032', 'FAILED', 'Failed'],
    ['S-033', 'REFUNDED', 'Refunded'],
    ['S-034', 'EXPIRED', 'Expired'],
  ])('%s: order status %s gives the activity status %s', (_, status, activityStatus) => {
    expect(transakActivityStatus(status)).toBe(activityStatus)
  })

  test('default: a status the SPEC does not name (payment marked done) keeps the one before', () => {
    expect(transakActivityStatus('PAYMENT_DONE_MARKED_BY_USER')).toBeUndefined()
  })

  test('S-035: COMPLETED, CANCELLED, FAILED, REFUNDED and EXPIRED are the final ones', () => {
    expect([...finalTransakStatuses].sort()).toEqual([
      'CANCELLED',
      'COMPLETED',
      'EXPIRED',
      'FAILED',
      'REFUNDED',
    ])
  })
})
