import type { Activity } from '@tessera/chains'
import { describe, expect, test } from 'vitest'
import { testActivity, testHash } from '../testing/testActivity.js'
import { settleCancels } from './settleCancels.js'

const cancelOf = (original: Activity, fields: Partial<Activity> = {}) =>
  testActivity(9, { operation: 'Cancel', cancels: original.txHash, ...fields })

describe('settleCancels', () => {
  test('S-011: once the Cancel is mined the original still Pending is Cancelled', () => {
    const original = testActivity(1)
    const cancel = cancelOf(original, { status: 'Success' })
    expect(settleCancels([cancel, original]).map((entry) => entry.status)).toEqual([
      'Success',
      'Cancelled',
    ])
  })

  test('S-011: once the original is mined first the Cancel still Pending fails, saying why', () => {
    const original = testActivity(1, { status: 'Success' })
    const [cancel, kept] = settleCancels([cancelOf(original), original])
    expect(cancel).toMatchObject({ status: 'Failed', failureReason: 'minedBeforeCancel' })
    expect(kept).toBe(original)
  })

  test('S-011: while neither is mined, or with no Cancel, the same list comes back', () => {
    const original = testActivity(1)
    const waiting = [cancelOf(original), original]
    expect(settleCancels(waiting)).toBe(waiting)
    const plain = [testActivity(2, { status: 'Success' }), testActivity(3)]
    expect(settleCancels(plain)).toBe(plain)
  })

  test('S-011: a Cancel of a transaction on another network settles nothing here', () => {
    const original = testActivity(1)
    const elsewhere = [cancelOf(original, { status: 'Success', networkId: 'eip155:137' }), original]
    expect(settleCancels(elsewhere)).toBe(elsewhere)
  })
  test('S-011: of two Cancels of one original, the mined one wins: the original is Cancelled, the other Cancel Failed', () => {
    const original = testActivity(1)
    const mined = cancelOf(original, { txHash: testHash(8), status: 'Success' })
    const [other, won, cancelled] = settleCancels([cancelOf(original), mined, original])
    expect(other).toMatchObject({ status: 'Failed', failureReason: 'otherCancelMined' })
    expect(won).toBe(mined)
    expect(cancelled?.status).toBe('Cancelled')
  })

  test('S-011: once the original is mined every Cancel of it still Pending fails', () => {
    const original = testActivity(1, { status: 'Success' })
    const settled = settleCancels([
      cancelOf(original),
      cancelOf(original, { txHash: testHash(8) }),
      original,
    ])
    expect(settled.map((entry) => entry.failureReason)).toEqual([
      'minedBeforeCancel',
      'minedBeforeCancel',
      undefined,
    ])
  })
})
