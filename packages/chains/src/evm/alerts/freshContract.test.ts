import { describe, expect, test } from 'vitest'
import { freshContract, freshContractBlocks } from './freshContract.js'
import {
  coinTransfer,
  eip2612Permit,
  spender,
  token,
  unlimitedApprove,
} from './testing/alertRequests.js'
import { fakeAlertContext, someContractCode } from './testing/fakeAlertContext.js'

const codes = {
  [token.toLowerCase()]: someContractCode,
  [spender.toLowerCase()]: someContractCode,
}

describe('freshContract', () => {
  test('default: #17 alerts: a called contract with no code 100 blocks ago is a caution', async () => {
    const { context, reads } = fakeAlertContext({ codes, blockNumber: 1_000n })
    const alerts = await freshContract.evaluate(unlimitedApprove(), context)
    expect(alerts).toMatchInlineSnapshot(`
      [
        {
          "level": "caution",
          "reason": "The contract 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984 was deployed less than 100 blocks ago: new contracts have no track record.",
          "rule": "freshContract",
        },
        {
          "level": "caution",
          "reason": "The contract 0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2 was deployed less than 100 blocks ago: new contracts have no track record.",
          "rule": "freshContract",
        },
      ]
    `)
    expect(reads).toContain(`${token.toLowerCase()}@${1_000n - freshContractBlocks}`)
  })

  test('args: #17 alerts: a permit spender deployed recently', async () => {
    const { context } = fakeAlertContext({ codes, blockNumber: 1_000n })
    const alerts = await freshContract.evaluate(eip2612Permit(5n, 0n), context)
    expect(alerts.map((alert) => alert.reason)).toEqual([
      `The contract ${spender} was deployed less than 100 blocks ago: new contracts have no track record.`,
    ])
  })

  test('behavior: #17 alerts: old contracts, EOAs and a chain younger than 100 blocks: no alert', async () => {
    const old = fakeAlertContext({ codes, codesBefore: codes, blockNumber: 1_000n }).context
    expect(await freshContract.evaluate(unlimitedApprove(), old)).toEqual([])
    const eoas = fakeAlertContext({ blockNumber: 1_000n }).context
    expect(await freshContract.evaluate(coinTransfer, eoas)).toEqual([])
    const young = fakeAlertContext({ codes, blockNumber: freshContractBlocks - 1n }).context
    expect(await freshContract.evaluate(unlimitedApprove(), young)).toEqual([])
  })
})
