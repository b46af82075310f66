import { describe, expect, test } from 'vitest'
import type { Activity } from '../../activities/Activity.js'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { solanaActivity } from './solanaActivity.js'

const signature =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

describe('solanaActivity', () => {
  test('default: S-015 Success at once, its details still to come', () => {
    const activity: Activity = solanaActivity({
      network: solanaTestNetwork(),
      signature,
      operation: 'Send',
      from: 'a',
      to: 'b',
      amount: '0.5',
      customToken: null,
    })
    expect(activity).toMatchObject({
      status: 'Success',
      isAwaitingDetails: true,
      txHash: signature,
      transaction: { hash: signature, amount: '0.5', fee: null, computeUnitsConsumed: null },
    })
  })
})
