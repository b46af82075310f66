import type { Activity } from '@tessera/chains'
import { evmAdapter, evmNetworkId } from '@tessera/chains/evm'
import { describe, expect, test, vi } from 'vitest'
import { createTestEngine } from '../testing/createTestEngine.js'
import { testActivity, testHash } from '../testing/testActivity.js'

/** An on-ramp order, as a Buy or Sell row carries it. */
const orderOf = (operation: 'Buy' | 'Sell') => ({
  orderId: `order-${operation}`,
  provider: 'transak' as const,
  crypto: { amount: '0.05', currency: 'ETH' },
  fiat: { amount: '150', currency: 'EUR', fee: '3.5' },
})

/** An engine whose log holds `activities` (its node unreachable: nothing is sent). */
function engineWith(activities: readonly Activity[]) {
  const { engine } = createTestEngine({ activities: { load: () => activities, save: () => {} } })
  return engine
}

describe('engine.activities cancels', () => {
  test('S-011: only a Pending transaction this wallet sent, on the selected network, with no Cancel pending, offers Cancel', () => {
    const pending = testActivity(1)
    const cancelling = testActivity(2)
    const rows = [
      pending,
      cancelling,
      testActivity(3, { operation: 'Cancel', cancels: cancelling.txHash }),
      testActivity(4, { status: 'Success' }),
      testActivity(5, {
        address: { from: '0x0000000000000000000000000000000000000001', to: null },
      }),
      testActivity(6, { networkId: evmNetworkId(137) }),
      ...(['Buy', 'Sell'] as const).map((operation, index) =>
        testActivity(10 + index, { operation, order: orderOf(operation) }),
      ),
    ]
    const engine = engineWith(rows)
    expect(rows.map(engine.activities.canCancel)).toEqual([
      true,
      false, // its Cancel is pending
      false, // a Cancel is not cancelled
      false, // mined
      false, // sent by another address
      false, // not on the selected network
      false, // a Pending on-ramp Buy order
      false, // a Pending on-ramp Sell order
    ])
    // What the log does not hold is never cancelled, whatever the screen passed.
    expect(engine.activities.canCancel(testActivity(7))).toBe(false)
    engine.logout()
  })

  test('error: S-011 a quote or a cancel of what cannot be cancelled is refused with invalid_params, the mined saying so', async () => {
    const mined = testActivity(4, { status: 'Success' })
    const engine = engineWith([
      mined,
      testActivity(5, { operation: 'Cancel', cancels: testHash(9) }),
    ])
    await expect(engine.activities.quoteCancel(mined)).rejects.toMatchObject({
      code: 'invalid_params',
      shortMessage: 'This transaction was already mined: it can no longer be cancelled',
    })
    await expect(
      engine.activities.cancel({ activity: testActivity(7), maxFee: 0n, values: {} }),
    ).rejects.toMatchObject({
      code: 'invalid_params',
      shortMessage: 'Only a pending transaction sent from this wallet can be cancelled',
    })
    engine.logout()
  })
  test('behavior: S-011 a second cancel of the same transaction while the first is being sent is refused; the first is sent once', async () => {
    const pending = testActivity(1)
    let sent: (hash: string) => void = () => undefined
    const send = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          sent = resolve
        }),
    )
    const { engine } = createTestEngine({
      adapter: { ...evmAdapter, cancels: { quote: vi.fn(), send } },
      activities: { load: () => [pending], save: () => {} },
    })
    const quote = { activity: pending, maxFee: 1n, values: {} }
    const first = engine.activities.cancel(quote)
    await expect(engine.activities.cancel(quote)).rejects.toMatchObject({ code: 'invalid_params' })
    expect(engine.activities.canCancel(pending)).toBe(false)
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce())
    sent(testHash(2))
    expect(await first).toBe(testHash(2))
    engine.logout()
  })
})
