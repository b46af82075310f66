import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  approveOf,
  coinTransfer,
  increaseAllowanceOf,
  unlimitedApprove,
} from './testing/alertRequests.js'
import { fakeAlertContext } from './testing/fakeAlertContext.js'
import { unlimitedApproval } from './unlimitedApproval.js'

const { context } = fakeAlertContext()

describe('unlimitedApproval', () => {
  test('default: #17 alerts: approve(spender, max uint) is a caution naming the spender and token', async () => {
    expect(await unlimitedApproval.evaluate(unlimitedApprove(), context)).toMatchInlineSnapshot(`
      [
        {
          "level": "caution",
          "reason": "Unlimited approval: 0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2 could spend all of your tokens of 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984, now and later, until you revoke it.",
          "rule": "unlimitedApproval",
        },
      ]
    `)
  })

  test('args: #17 alerts: 2^255 and increaseAllowance(max) count as unlimited', async () => {
    expect(await unlimitedApproval.evaluate(approveOf(2n ** 255n), context)).toHaveLength(1)
    expect(await unlimitedApproval.evaluate(increaseAllowanceOf(maxUint256), context)).toHaveLength(
      1,
    )
  })

  test('behavior: #17 alerts: a bounded amount, a revocation or a coin transfer is no alert', async () => {
    expect(await unlimitedApproval.evaluate(approveOf(2n ** 255n - 1n), context)).toEqual([])
    expect(await unlimitedApproval.evaluate(approveOf(1_000_000n), context)).toEqual([])
    expect(await unlimitedApproval.evaluate(approveOf(0n), context)).toEqual([])
    expect(await unlimitedApproval.evaluate(coinTransfer, context)).toEqual([])
    expect(
      await unlimitedApproval.evaluate({ ...unlimitedApprove(), data: '0x095ea7b3' }, context),
    ).toEqual([])
  })
})
