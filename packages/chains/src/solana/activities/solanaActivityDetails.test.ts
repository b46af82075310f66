import { describe, expect, test } from 'vitest'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { solanaActivity } from './solanaActivity.js'
import { solanaActivityDetails } from './solanaActivityDetails.js'

const network = solanaTestNetwork()
const activity = solanaActivity({
  network,
  signature: 'sig',
  operation: 'Send',
  from: 'a',
  to: 'b',
  amount: '1',
  customToken: null,
})

describe('solanaActivityDetails', () => {
  test('default: F-009 the fee in SOL and the compute units consumed', () => {
    const found = {
      ...activity,
      transaction: { ...activity.transaction, fee: '5000', computeUnitsConsumed: '150' },
    }
    expect(solanaActivityDetails(found, network)).toEqual([
      { label: 'fee', value: '0.000005 SOL' },
      { label: 'computeUnitsConsumed', value: '150' },
    ])
  })

  test('behavior: before the node has it, both unknown', () => {
    expect(solanaActivityDetails(activity, network)).toEqual([
      { label: 'fee', value: null },
      { label: 'computeUnitsConsumed', value: null },
    ])
  })
})
