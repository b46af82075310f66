import { describe, expect, test } from 'vitest'
import { approvalForAll } from './approvalForAll.js'
import { coinTransfer, setApprovalForAll, unlimitedApprove } from './testing/alertRequests.js'
import { fakeAlertContext } from './testing/fakeAlertContext.js'

const { context } = fakeAlertContext()

describe('approvalForAll', () => {
  test('default: #17 alerts: setApprovalForAll(operator, true) is a caution naming the operator', async () => {
    expect(await approvalForAll.evaluate(setApprovalForAll(true), context)).toMatchInlineSnapshot(`
      [
        {
          "level": "caution",
          "reason": "0xAb8483F64d9C6d1EcF9b849Ae677dD3315835cb2 could transfer every NFT you own in the collection 0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984, now and later, until you revoke it.",
          "rule": "approvalForAll",
        },
      ]
    `)
  })

  test('behavior: #17 alerts: revoking (false), approve or a coin transfer is no alert', async () => {
    expect(await approvalForAll.evaluate(setApprovalForAll(false), context)).toEqual([])
    expect(await approvalForAll.evaluate(unlimitedApprove(), context)).toEqual([])
    expect(await approvalForAll.evaluate(coinTransfer, context)).toEqual([])
  })
})
