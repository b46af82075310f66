import { maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { spenderWithoutCode } from './spenderWithoutCode.js'
import {
  approveOf,
  coinTransfer,
  eip2612Permit,
  increaseAllowanceOf,
  permit2Batch,
  permit2Single,
  setApprovalForAll,
  spender,
} from './testing/alertRequests.js'
import { fakeAlertContext, someContractCode } from './testing/fakeAlertContext.js'

const eoa = fakeAlertContext().context
const contract = fakeAlertContext({ codes: { [spender.toLowerCase()]: someContractCode } }).context

describe('spenderWithoutCode', () => {
  test('default: #17 alerts: an approval to an address with no code is a danger naming it', async () => {
    expect(await spenderWithoutCode.evaluate(approveOf(5n), eoa)).toMatchInlineSnapshot(`
      [
        {
          "level": "danger",
          "reason": "This approval lets 0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2 take your tokens, but that address is not a contract (it has no code): a plain account as spender is how scams drain wallets.",
          "rule": "spenderWithoutCode",
        },
      ]
    `)
  })

  test('args: #17 alerts: increaseAllowance, setApprovalForAll and every permit kind to an EOA', async () => {
    for (const request of [
      increaseAllowanceOf(1n),
      setApprovalForAll(true),
      eip2612Permit(5n, 1_800_000_100n),
      permit2Single(5n, 1_800_000_100n, 1_800_000_100n),
      permit2Batch([5n, maxUint256 >> 96n], 1_800_000_100n, 1_800_000_100n),
    ]) {
      const [alert] = await spenderWithoutCode.evaluate(request, eoa)
      expect(alert?.level).toBe('danger')
    }
    const [permit] = await spenderWithoutCode.evaluate(eip2612Permit(5n, 0n), eoa)
    expect(permit?.reason).toMatch(/^This permit lets 0xAb84/)
  })

  test('behavior: #17 alerts: an EIP-7702 delegated EOA is still no contract', async () => {
    const delegated = fakeAlertContext({
      codes: { [spender.toLowerCase()]: `0xef0100${'11'.repeat(20)}` },
    }).context
    expect(await spenderWithoutCode.evaluate(approveOf(5n), delegated)).toHaveLength(1)
  })

  test('behavior: #17 alerts: a contract spender, a revocation or a coin transfer is no alert', async () => {
    expect(await spenderWithoutCode.evaluate(approveOf(5n), contract)).toEqual([])
    expect(await spenderWithoutCode.evaluate(eip2612Permit(5n, 0n), contract)).toEqual([])
    expect(await spenderWithoutCode.evaluate(approveOf(0n), eoa)).toEqual([])
    expect(await spenderWithoutCode.evaluate(setApprovalForAll(false), eoa)).toEqual([])
    expect(await spenderWithoutCode.evaluate(coinTransfer, eoa)).toEqual([])
  })
})
