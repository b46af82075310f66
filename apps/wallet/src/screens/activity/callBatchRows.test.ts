import type { CallBatch } from '@tessera/engine'
import { describe, expect, test } from 'vitest'
import { activityFixtures } from '../testing/fixtures.js'
import { callBatchRows } from './callBatchRows.js'

const [first, second] = activityFixtures
const batch = (fields: Partial<CallBatch>): CallBatch => ({
  id: 'one',
  networkId: first.networkId,
  callCount: 3,
  hashes: [],
  isComplete: false,
  ...fields,
})

describe('callBatchRows', () => {
  test("default: #17 EIP-5792 each sent call is its transaction's activity, in the batch's order; the rest wait while the batch is sent", () => {
    const rows = callBatchRows(batch({ hashes: [second.txHash, first.txHash] }), [first, second])
    expect(rows).toEqual([
      { kind: 'sent', activity: second },
      { kind: 'sent', activity: first },
      { kind: 'waiting' },
    ])
  })

  test('behavior: #17 EIP-5792 a batch that stopped: its calls after the last sent were never sent', () => {
    const rows = callBatchRows(batch({ hashes: [first.txHash], isComplete: true }), [first])
    expect(rows.map(({ kind }) => kind)).toEqual(['sent', 'notSent', 'notSent'])
  })

  test('edge: #17 a call sent but missing from Activity (its save failed, W-136) is shown by its hash', () => {
    const hash = `0x${'ef'.repeat(32)}`
    expect(callBatchRows(batch({ callCount: 1, hashes: [hash] }), [first])).toEqual([
      { kind: 'unrecorded', hash },
    ])
  })
})
