import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  coinTransfer,
  eip2612Permit,
  owner,
  permit2Batch,
  permit2Single,
  spender,
  token,
} from './testing/alertRequests.js'
import { fakeAlertContext } from './testing/fakeAlertContext.js'
import { farPermitDeadlineSeconds, unlimitedPermit } from './unlimitedPermit.js'

const nowSeconds = 1_800_000_000n
const { context } = fakeAlertContext({ nowSeconds })
const inAnHour = nowSeconds + 3_600n
const inTwoYears = nowSeconds + 2n * farPermitDeadlineSeconds
const maxUint160 = 2n ** 160n - 1n
const maxUint48 = 2n ** 48n - 1n

describe('unlimitedPermit', () => {
  test('default: #17 alerts: an EIP-2612 permit of max uint that never ends: two cautions', async () => {
    expect(
      await unlimitedPermit.evaluate(eip2612Permit(maxUint256, maxUint256), context),
    ).toMatchInlineSnapshot(`
      [
        {
          "level": "caution",
          "reason": "Unlimited permit: 0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2 could spend all of your tokens of 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984.",
          "rule": "unlimitedPermit",
        },
        {
          "level": "caution",
          "reason": "This permit for 0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2 never expires.",
          "rule": "unlimitedPermit",
        },
      ]
    `)
  })

  test('args: #17 alerts: a deadline two years away names its day', async () => {
    expect(await unlimitedPermit.evaluate(eip2612Permit(5n, inTwoYears), context)).toEqual([
      {
        rule: 'unlimitedPermit',
        level: 'caution',
        reason: `This permit for ${spender} stays valid until 2029-01-14, more than a year from now.`,
      },
    ])
  })

  test('args: #17 alerts: Permit2 PermitSingle of max uint160 with a far expiration', async () => {
    const alerts = await unlimitedPermit.evaluate(
      permit2Single(maxUint160, maxUint48, inAnHour),
      context,
    )
    expect(alerts.map((alert) => alert.reason)).toEqual([
      `Unlimited permit: ${spender} could spend all of your tokens of ${token}.`,
      `This permit for ${spender} never expires.`,
    ])
  })

  test('args: #17 alerts: Permit2 PermitBatch: one alert per unlimited token', async () => {
    const alerts = await unlimitedPermit.evaluate(
      permit2Batch([maxUint160, 5n, 2n ** 159n], inAnHour, inAnHour),
      context,
    )
    expect(alerts.map((alert) => alert.reason)).toEqual([
      `Unlimited permit: ${spender} could spend all of your tokens of ${token}.`,
      `Unlimited permit: ${spender} could spend all of your tokens of ${token}.`,
    ])
  })

  test("args: #17 alerts: DAI's permit with allowed: true and expiry 0 is unlimited for good", async () => {
    const dai = {
      ...eip2612Permit(0n, 0n),
      message: { holder: owner, spender, nonce: 0, expiry: 0, allowed: true },
    }
    expect((await unlimitedPermit.evaluate(dai, context)).map((alert) => alert.reason)).toEqual([
      `Unlimited permit: ${spender} could spend all of your tokens of ${token}.`,
      `This permit for ${spender} never expires.`,
    ])
  })

  test('behavior: #17 alerts: a bounded permit ending within a year, a coin transfer: no alert', async () => {
    expect(await unlimitedPermit.evaluate(eip2612Permit(5n, inAnHour), context)).toEqual([])
    expect(
      await unlimitedPermit.evaluate(
        permit2Single(5n, nowSeconds + farPermitDeadlineSeconds, inAnHour),
        context,
      ),
    ).toEqual([])
    expect(await unlimitedPermit.evaluate(coinTransfer, context)).toEqual([])
  })

  test('behavior: #17 alerts: other typed data, or a permit with malformed values, is no alert', async () => {
    const mail = { ...eip2612Permit(5n, 0n), primaryType: 'Mail', message: { contents: 'hi' } }
    expect(await unlimitedPermit.evaluate(mail, context)).toEqual([])
    const malformed = { ...eip2612Permit(5n, 0n) }
    const broken = { ...malformed, message: { ...malformed.message, value: 'lots' } }
    expect(await unlimitedPermit.evaluate(broken, context)).toEqual([])
  })
})
