import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunningService } from '@tessera/stack'
import { findFreePortBase } from '@tessera/test-utils'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil } from '../startAnvil.js'
import { type OnrampMoneyServer, startOnrampMoneyServer } from './startOnrampMoneyServer.js'

const chainId = 31_337
const newAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe('startOnrampMoneyServer', () => {
  let anvil: RunningService
  let server: OnrampMoneyServer
  let rpcUrl: string
  let dataDir: string

  beforeAll(async () => {
    const base = await findFreePortBase(2)
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-onramp-money-'))
    rpcUrl = `http://127.0.0.1:${base}`
    anvil = await startAnvil({
      name: 'onramp chain',
      chainId,
      port: base,
      statePath: join(dataDir, 'chain.json'),
    })
    server = await startOnrampMoneyServer({ port: base + 1, chains: [{ id: chainId, rpcUrl }] })
  })
  afterAll(async () => {
    await server?.stop()
    await anvil?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const query = (fields: Record<string, string>) =>
    new URLSearchParams({ appId: '1', coinCode: 'eth', network: 'tessera_31337', ...fields })
  const open = async (fields: Record<string, string>) => {
    const response = await fetch(`${server.buyUrl}?${query(fields)}`)
    return { status: response.status, html: await response.text() }
  }
  /** Buy as the stand-in's own form posts it (a browser sends the page's origin). */
  const postBuy = (body: URLSearchParams, headers: Record<string, string> = {}) =>
    fetch(server.buyUrl, {
      method: 'POST',
      headers: { origin: new URL(server.buyUrl).origin, ...headers },
      body,
    })

  test('O-006: the hosted buy page shows appId, walletAddress, coinCode and network, and a Buy button', async () => {
    const walletAddress = newAddress()
    const { status, html } = await open({ walletAddress })
    expect(status).toBe(200)
    expect(server.buyUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/main\/buy\/$/)
    for (const [name, value] of query({ walletAddress }))
      expect(html).toContain(`<th scope="row">${name}</th><td>${value}</td>`)
    expect(html).toContain('You receive <strong>0.1 ETH</strong> on chain 31337')
    expect(html).toContain('<button type="submit">Buy</button>')
  })

  test('error: a missing or malformed walletAddress, a network that is no local chain and an unknown coin are refused, each named', async () => {
    const missing = await open({})
    expect(missing.status).toBe(400)
    expect(missing.html).toContain('walletAddress is missing')
    const malformed = await open({ walletAddress: '0x1234' })
    expect(malformed.status).toBe(400)
    expect(malformed.html).toContain(
      'walletAddress &#39;0x1234&#39; is not a 0x-prefixed 20-byte hex address',
    )
    const elsewhere = await open({
      walletAddress: newAddress(),
      network: 'erc20',
      coinCode: 'usdt',
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.html).toContain(
      'network &#39;erc20&#39; is not served here: one of tessera_31337',
    )
    expect(elsewhere.html).toContain('coinCode &#39;usdt&#39; is not sold here: only &#39;eth&#39;')
    expect(elsewhere.html).not.toContain('Buy</button>')
    expect((await fetch(`${server.buyUrl}../sell/`)).status).toBe(404)
  })

  test('O-006: Buy delivers the coin: 0.1 test ETH lands on the local chain at walletAddress, mined', async () => {
    const walletAddress = newAddress()
    const reader = createPublicClient({ transport: http(rpcUrl) })
    expect(await reader.getBalance({ address: walletAddress })).toBe(0n)
    const response = await postBuy(query({ walletAddress: walletAddress.toLowerCase() }))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`0.1 ETH sent to <code>${walletAddress}</code> on chain 31337`)
    const hash = /Transaction: <code>(0x[0-9a-f]{64})<\/code>/.exec(html)?.[1] as `0x${string}`
    expect((await reader.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader.getBalance({ address: walletAddress })).toBe(parseEther('0.1'))
  })

  test('error: a Buy another site posts pays nothing (403); one from the page itself is taken', async () => {
    const walletAddress = newAddress()
    const reader = createPublicClient({ transport: http(rpcUrl) })
    const body = query({ walletAddress })
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const response = await fetch(server.buyUrl, { method: 'POST', headers, body })
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('Buy is taken only from this page')
    }
    expect((await fetch(server.buyUrl, { method: 'POST', body })).status).toBe(403)
    expect(await reader.getBalance({ address: walletAddress })).toBe(0n)
    const fromPage = await fetch(server.buyUrl, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body,
    })
    expect(fromPage.status).toBe(200)
    expect(await reader.getBalance({ address: walletAddress })).toBe(parseEther('0.1'))
  })

  test('error: a hostile query value is shown escaped, never as markup', async () => {
    const hostile = '<script>alert(1)</script>'
    const page = await open({ walletAddress: newAddress(), appId: hostile })
    expect(page.status).toBe(200)
    expect(page.html).not.toContain(hostile)
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    const refused = await open({ walletAddress: hostile })
    expect(refused.status).toBe(400)
    expect(refused.html).not.toContain(hostile)
    expect(refused.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('error: a Buy posted for an unknown network pays nothing', async () => {
    const walletAddress = newAddress()
    const response = await postBuy(query({ walletAddress, network: 'tessera_1' }))
    expect(response.status).toBe(400)
    const reader = createPublicClient({ transport: http(rpcUrl) })
    expect(await reader.getBalance({ address: walletAddress })).toBe(0n)
  })
})
