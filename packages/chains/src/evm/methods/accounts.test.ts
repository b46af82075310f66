import { createTestEngine, testAccount, testNetwork, wireErrorOf } from '@tessera/engine/testing'
import { stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'

const address = testAccount.address

describe('account and chain reads', () => {
  test('default: C-031 C-032 C-033 eth_requestAccounts, eth_accounts, eth_coinbase', async () => {
    const { engine } = createTestEngine()
    expect(await engine.request({ id: 1, method: 'eth_requestAccounts' })).toEqual([address])
    expect(await engine.request({ id: 2, method: 'eth_accounts', params: [] })).toEqual([address])
    expect(await engine.request({ id: 3, method: 'eth_coinbase' })).toBe(address)
  })

  test('default: C-042 C-043 eth_chainId (hex) and net_version (decimal) follow the selection', async () => {
    const { engine } = createTestEngine({ chains: [testNetwork(1), testNetwork(31_337)] })
    expect(await engine.request({ id: 1, method: 'eth_chainId' })).toBe('0x1')
    engine.networks.select('eip155:31337')
    expect(await engine.request({ id: 2, method: 'eth_chainId' })).toBe('0x7a69')
    expect(await engine.request({ id: 3, method: 'net_version' })).toBe('31337')
  })
})

describe('personal_ecRecover', () => {
  test('default: C-041 the signer of a personal_sign signature', async () => {
    const { engine } = createTestEngine()
    const message = stringToHex('recover me')
    const signature = await testAccount.signMessage({ message: 'recover me' })
    expect(
      await engine.request({ id: 1, method: 'personal_ecRecover', params: [message, signature] }),
    ).toBe(address)
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('error: a signature that is not hex → invalid params', async () => {
    const { engine } = createTestEngine()
    expect(
      await wireErrorOf(
        engine.request({ id: 1, method: 'personal_ecRecover', params: ['hi', 'nope'] }),
      ),
    ).toMatchObject({ code: -32602 })
  })
})
