import { createTestEngine, testAccount, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'

const address = testAccount.address
const unsupported = {
  code: 4200,
  message: 'Operation not supported',
  data: { code: 'operation_not_supported' },
}

describe('eth_sign', () => {
  test('default: V-032 Q-020 shown with the deprecated warning, then answered operation_not_supported', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({ id: 1, method: 'eth_sign', params: [address, '0x6869'] })
    expect((await waitForPending(engine, 1)).description).toMatchObject({
      kind: 'signMessage',
      method: 'eth_sign',
      warnings: ['deprecatedMethod'],
    })
    engine.approvals.approve(1)
    expect(await wireErrorOf(answer)).toEqual(unsupported)
  })

  test('behavior: X-002 in NoUI mode answered operation_not_supported, never signed', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI' })
    expect(
      await wireErrorOf(engine.request({ id: 1, method: 'eth_sign', params: [address, '0x6869'] })),
    ).toEqual(unsupported)
  })
})

describe('eth_signTransaction', () => {
  test('default: V-033 X-002 answered operation_not_supported with no approval', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request({
      id: 1,
      method: 'eth_signTransaction',
      params: [{ from: address }],
    })
    expect(await wireErrorOf(answer)).toEqual(unsupported)
    expect(engine.approvals.snapshot().pending).toEqual([])
  })
})
