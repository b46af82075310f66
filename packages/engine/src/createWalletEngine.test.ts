import { mailTypedData } from '@tessera/chains/testing'
import { toWireError, WalletError } from '@tessera/errors'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  createTestEngine,
  requestApproved,
  testAccount,
  testNetwork,
  waitForPending,
} from './testing/createTestEngine.js'

const address = testAccount.address
const sign = (id: number, message = '0x6869') => ({
  id,
  method: 'personal_sign',
  params: [message, address],
})
const code = (error: unknown) => (error instanceof WalletError ? error.code : error)

/** One request per approval-needing method that parses without a node (SPEC §6). */
const approvalRequests = {
  'P-001 personal_sign': { method: 'personal_sign', params: ['0x6869', address] },
  'P-003 eth_signTypedData_v4': {
    method: 'eth_signTypedData_v4',
    params: [address, JSON.stringify(mailTypedData(1))],
  },
  'P-004 eth_sendTransaction': {
    method: 'eth_sendTransaction',
    params: [{ from: address, to: address, value: '0x1' }],
  },
  'P-006 wallet_switchEthereumChain': {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x89' }],
  },
}

describe('createWalletEngine', () => {
  test.each(Object.entries(approvalRequests))(
    'behavior: %s needs approval: pending until approved',
    async (_name, request) => {
      const { engine } = createTestEngine({ gaslessEnabled: true })
      const answer = engine.request({ id: 1, ...request })
      const pending = await waitForPending(engine, 1)
      expect(pending.request).toEqual({ id: 1, ...request })
      expect(pending.description.method).toBe(request.method)
      engine.approvals.reject(1)
      await expect(answer.catch(code)).resolves.toBe('user_deny')
    },
  )

  test('behavior: P-008 _tessera_switchAccountType needs approval', async () => {
    const { engine } = createTestEngine({ gaslessEnabled: true })
    const answer = engine.request({ id: 1, method: '_tessera_switchAccountType', params: ['eoa'] })
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'switchAccountType',
      method: '_tessera_switchAccountType',
      from: 'scw',
      to: 'eoa',
    })
    engine.approvals.approve(1)
    await expect(answer).resolves.toBeNull()
  })

  test('behavior: P-018 P-019 P-020 P-022 S-006 answered without approval', async () => {
    const { engine } = createTestEngine()
    expect(await engine.request({ id: 1, method: 'eth_accounts' })).toEqual([address])
    expect(await engine.request({ id: 2, method: 'eth_requestAccounts' })).toEqual([address])
    expect(
      await engine.request({ id: 3, method: 'eth_getEncryptionPublicKey', params: [address] }),
    ).toBe('C5YMNdqE4kLgxQhJO1MfuQcHP5hjVSXzamzd/TxlR0U=')
    expect(await engine.request({ id: 4, method: '_tessera_getAccountType' })).toBe('eoa')
    expect(engine.approvals.snapshot()).toEqual({ pending: [], skipped: [] })
  })

  test('behavior: P-025 in NoUI mode approval methods are answered with no approval', async () => {
    const { engine } = createTestEngine({ appMode: 'noUI' })
    const signature = await engine.request(sign(1))
    expect(await verifyMessage({ address, message: 'hi', signature: signature as never })).toBe(
      true,
    )
    expect(
      await engine.request({
        id: 2,
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x89' }],
      }),
    ).toBeNull()
    expect(engine.networks.selected().id).toBe('eip155:137')
    expect(engine.approvals.snapshot()).toEqual({ pending: [], skipped: [] })
  })

  test('behavior: S-001 approving answers the host with the result (C-038 recoverable)', async () => {
    const { engine } = createTestEngine()
    const signature = await requestApproved(engine, sign(1))
    expect(await verifyMessage({ address, message: 'hi', signature: signature as never })).toBe(
      true,
    )
  })

  test('behavior: S-002 X-001 rejecting answers user_deny, which the host receives as 4001', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(sign(1))
    await waitForPending(engine, 1)
    engine.approvals.reject(1)
    const error = await answer.catch((e: unknown) => e)
    expect(toWireError(error)).toEqual({
      code: 4001,
      message: 'User rejected the request',
      data: { code: 'user_deny' },
    })
  })

  test("error: X-065 a request whose method is not a name answers 'Invalid method'", async () => {
    const { engine } = createTestEngine()
    const malformed = { id: 1, method: 42 } as unknown as Parameters<typeof engine.request>[0]
    const error = await engine.request(malformed).catch((e: unknown) => e)
    expect(toWireError(error)).toMatchObject({
      message: 'Invalid method',
      data: { code: 'invalid_params' },
    })
  })

  test('behavior: S-003 S-004 skip, then approve later', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(sign(1))
    await waitForPending(engine, 1)
    engine.approvals.skip(1)
    expect(engine.approvals.snapshot().pending).toEqual([])
    expect(engine.approvals.snapshot().skipped.map((p) => p.request.id)).toEqual([1])
    engine.approvals.approve(1)
    await expect(answer).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('behavior: invariant 1: approvals go by request id; an unknown id throws W-130', async () => {
    const { engine } = createTestEngine()
    const first = engine.request(sign(1, '0x01'))
    await waitForPending(engine, 1)
    const second = engine.request({
      id: 2,
      method: 'eth_signTypedData_v4',
      params: [address, mailTypedData(1)],
    })
    await waitForPending(engine, 2)
    expect(() => engine.approvals.approve(3)).toThrowError(
      expect.objectContaining({ code: 'W-130' }),
    )
    engine.approvals.reject(2)
    engine.approvals.approve(1)
    await expect(first).resolves.toMatch(/^0x/)
    await expect(second.catch(code)).resolves.toBe('user_deny')
  })

  test('behavior: invariant 2: a host changing its params after sending does not change what is signed', async () => {
    const { engine } = createTestEngine()
    const params = ['0x6869', address]
    const answer = engine.request({ id: 1, method: 'personal_sign', params })
    const pending = await waitForPending(engine, 1)
    params[0] = '0x6279' // 'by'
    expect(pending.description).toMatchObject({ message: 'hi' })
    expect(Object.isFrozen(pending.request.params)).toBe(true)
    engine.approvals.approve(1)
    const signature = (await answer) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hi', signature })).toBe(true)
  })

  test('behavior: invariant 4: a chain change rejects requests shown for the old chain (W-130)', async () => {
    const { engine } = createTestEngine()
    const typedData = engine.request({
      id: 1,
      method: 'eth_signTypedData_v4',
      params: [address, mailTypedData(1)],
    })
    const transaction = engine.request({
      id: 2,
      method: 'eth_sendTransaction',
      params: [{ from: address, to: address, value: '0x1' }],
    })
    const message = engine.request(sign(3))
    await waitForPending(engine, 3)
    engine.networks.select('eip155:137')
    await expect(typedData.catch(code)).resolves.toBe('W-130')
    await expect(transaction.catch(code)).resolves.toBe('W-130')
    // a plain message does not depend on the chain: still waiting
    expect(engine.approvals.snapshot().pending.map((p) => p.request.id)).toEqual([3])
    engine.approvals.approve(3)
    await expect(message).resolves.toMatch(/^0x/)
  })

  test('behavior: invariant 4: logout rejects pending and skipped with user_deny; later requests unauthorized', async () => {
    const { engine } = createTestEngine()
    const first = engine.request(sign(1))
    await waitForPending(engine, 1)
    engine.approvals.skip(1)
    const second = engine.request({
      id: 2,
      method: 'eth_signTypedData_v4',
      params: [address, mailTypedData(1)],
    })
    await waitForPending(engine, 2)
    engine.logout()
    await expect(first.catch(code)).resolves.toBe('user_deny')
    await expect(second.catch(code)).resolves.toBe('user_deny')
    expect(engine.approvals.snapshot()).toEqual({ pending: [], skipped: [] })
    await expect(engine.request({ id: 3, method: 'eth_accounts' }).catch(code)).resolves.toBe(
      'unauthorized',
    )
  })

  test('behavior: invariant 5: a second pending request of one method gets W-130', async () => {
    const { engine } = createTestEngine()
    engine.request(sign(1))
    await waitForPending(engine, 1)
    await expect(engine.request(sign(2)).catch(code)).resolves.toBe('W-130')
  })

  test('behavior: S-007 nothing pending once every request is decided', async () => {
    const { engine } = createTestEngine()
    const answer = engine.request(sign(1))
    await waitForPending(engine, 1)
    engine.approvals.approve(1)
    await answer
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('behavior: S-067 selecting a network emits chainChanged; networks subscribers hear it', () => {
    const { engine, events } = createTestEngine()
    let heard = 0
    engine.networks.subscribe(() => heard++)
    engine.networks.select('eip155:137')
    engine.networks.select('eip155:137')
    expect(events).toEqual([{ type: 'chainChanged', networkId: 'eip155:137' }])
    expect(heard).toBe(1)
    expect(engine.networks.selected()).toEqual(testNetwork(137))
  })

  test('behavior: V-027 an approved account type switch changes _tessera_getAccountType and emits accountsChanged', async () => {
    const { engine, events } = createTestEngine({ gaslessEnabled: true })
    expect(await engine.request({ id: 1, method: '_tessera_getAccountType' })).toBe('scw')
    await requestApproved(engine, { id: 2, method: '_tessera_switchAccountType', params: ['eoa'] })
    expect(await engine.request({ id: 3, method: '_tessera_getAccountType' })).toBe('eoa')
    expect(events).toContainEqual({ type: 'accountsChanged', accounts: [address] })
  })

  test('behavior: C-058 a method of another chain family gives methodNotSupported (4200)', async () => {
    const { engine } = createTestEngine()
    for (const method of [
      'signAndSendTransaction',
      'mvx_signMessage',
      'near_signMessage',
      'getAccounts',
      'connect', // #17: Solana's connect, never forwarded to the EVM node
    ]) {
      const error = await engine.request({ id: method, method }).catch((e: unknown) => e)
      expect(toWireError(error)).toMatchObject({
        code: 4200,
        message: `The method ${method} is not supported`,
        data: { code: 'method_not_supported' },
      })
    }
  })

  test('error: an unreachable node for a forwarded method rejects (every request answered)', async () => {
    const { engine } = createTestEngine()
    await expect(engine.request({ id: 1, method: 'eth_blockNumber' })).rejects.toBeInstanceOf(Error)
  })
})
