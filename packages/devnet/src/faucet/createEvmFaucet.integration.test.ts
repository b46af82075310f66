import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import { type Address, createPublicClient, type Hash, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil } from '../startAnvil.js'
import { type AppBackend, startAppBackend } from '../startAppBackend.js'
import { createEvmFaucet } from './createEvmFaucet.js'

const chainId = 31_337
const newAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('createEvmFaucet', () => {
  let anvil: RunningService
  let backend: AppBackend
  let rpcUrl: string
  let dataDir: string
  const reader = () => createPublicClient({ transport: http(rpcUrl) })

  beforeAll(async () => {
    const base = await findFreePortBase(2)
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-faucet-'))
    rpcUrl = `http://127.0.0.1:${base}`
    anvil = await startAnvil({
      name: 'faucet chain',
      chainId,
      port: base,
      statePath: join(dataDir, 'chain.json'),
    })
    backend = await startAppBackend({ port: base + 1, faucetChains: [{ id: chainId, rpcUrl }] })
  })
  afterAll(async () => {
    await backend?.stop()
    await anvil?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const postFaucet = async (body: unknown) => {
    const response = await fetch(`${backend.url}/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  test('default: #17 POST /faucet pays a new address 1 ETH, mined; a second request is refused with 429 and when to come back', async () => {
    const address = newAddress()
    expect(await reader().getBalance({ address })).toBe(0n)
    const paid = await postFaucet({ address, chainId })
    expect(paid).toMatchObject({
      status: 200,
      body: { address, chainId, amountWei: parseEther('1').toString() },
    })
    const receipt = await reader().getTransactionReceipt({ hash: paid.body.hash as Hash })
    expect(receipt.status).toBe('success')
    expect(await reader().getBalance({ address })).toBe(parseEther('1'))

    // Lower case is the same address: still refused.
    expect(await postFaucet({ address: address.toLowerCase(), chainId })).toEqual({
      status: 429,
      body: {
        error: `${address} already received test ETH on chain ${chainId}: the faucet pays an address once an hour, try again in 60 min`,
      },
    })
    expect(await reader().getBalance({ address })).toBe(parseEther('1'))
  })

  test('behavior: #17 an hour later the same address is paid again', async () => {
    let now = Date.now()
    const faucet = createEvmFaucet({ chains: [{ id: chainId, rpcUrl }], now: () => now })
    const address = newAddress()
    expect((await faucet.fund({ address, chainId })).status).toBe(200)
    now += 59 * 60_000
    expect(await faucet.fund({ address, chainId })).toMatchObject({
      status: 429,
      body: { error: expect.stringContaining('try again in 1 min') },
    })
    now += 60_000
    expect((await faucet.fund({ address, chainId })).status).toBe(200)
    expect(await reader().getBalance({ address })).toBe(parseEther('2'))
  })

  test('behavior: #17 two requests at once for one address pay once; for two addresses, both', async () => {
    const faucet = createEvmFaucet({ chains: [{ id: chainId, rpcUrl }] })
    const [one, other] = [newAddress(), newAddress()]
    const answers = await Promise.all([
      faucet.fund({ address: one, chainId }),
      faucet.fund({ address: one, chainId }),
      faucet.fund({ address: other, chainId }),
    ])
    expect(answers.map(({ status }) => status)).toEqual([200, 429, 200])
    expect(await reader().getBalance({ address: one })).toBe(parseEther('1'))
    expect(await reader().getBalance({ address: other })).toBe(parseEther('1'))
  })

  test('behavior: #17 fresh addresses cannot drain it: past its hourly cap per chain it refuses with 429 until the hour ends', async () => {
    let now = Date.now()
    const faucet = createEvmFaucet({
      chains: [{ id: chainId, rpcUrl }],
      paymentsPerHour: 2,
      now: () => now,
    })
    expect((await faucet.fund({ address: newAddress(), chainId })).status).toBe(200)
    now += 10 * 60_000
    expect((await faucet.fund({ address: newAddress(), chainId })).status).toBe(200)
    const third = newAddress()
    expect(await faucet.fund({ address: third, chainId })).toEqual({
      status: 429,
      body: {
        error: `the faucet has paid 2 addresses on chain ${chainId} this hour, its limit: try again in 50 min`,
      },
    })
    expect(await reader().getBalance({ address: third })).toBe(0n)
    now += 50 * 60_000
    expect((await faucet.fund({ address: third, chainId })).status).toBe(200)
    expect(await reader().getBalance({ address: third })).toBe(parseEther('1'))
  })

  test('error: #17 a payment that fails is not counted: the address can ask again', async () => {
    const faucet = createEvmFaucet({ chains: [{ id: chainId, rpcUrl }] })
    const address = newAddress()
    const rpc = (method: string, params: unknown[]) =>
      fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    // Code that reverts on any call: the transfer to it cannot succeed.
    await rpc('anvil_setCode', [address, '0x60006000fd'])
    await expect(faucet.fund({ address, chainId })).rejects.toThrow()
    await rpc('anvil_setCode', [address, '0x'])
    expect((await faucet.fund({ address, chainId })).status).toBe(200)
    expect(await reader().getBalance({ address })).toBe(parseEther('1'))
  })

  test.each([
    [{ chainId }, 'address must be a 0x-prefixed 20-byte hex address'],
    [{ address: '0x1234', chainId }, 'address must be a 0x-prefixed 20-byte hex address'],
    [{ address: newAddress(), chainId: 1 }, 'chainId must be one of the local chains: 31337'],
    [{ address: newAddress(), chainId: '31337' }, 'chainId must be one of the local chains: 31337'],
  ])('error: #17 %j is refused with 400: %s', async (body, error) => {
    expect(await postFaucet(body)).toEqual({ status: 400, body: { error } })
  })

  test('error: #17 a body that is not JSON is refused with 400', async () => {
    const response = await fetch(`${backend.url}/faucet`, { method: 'POST', body: 'address=0x' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'the body must be JSON' })
  })
})
