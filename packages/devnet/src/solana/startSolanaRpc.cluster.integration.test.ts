import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  appendTransactionMessageInstruction,
  compileTransactionMessage,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  lamports,
  pipe,
  type Rpc,
  type SolanaRpcApi,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { waitForStatus } from './kit/kitTransactions.js'
import { solanaTestUserAddress, solanaTestUserSigner } from './solanaDevnetKeys.js'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

describe('startSolanaRpc: fees, slots and restarts', () => {
  let server: SolanaRpc
  let rpc: Rpc<SolanaRpcApi>
  beforeAll(async () => {
    server = await startSolanaRpc({ port: await findFreePortBase(1), slotDurationMs: 0 })
    rpc = createSolanaRpc(server.url)
  })
  afterAll(() => server.stop())

  /** A legacy transfer with a unit limit and price (a priority fee), over the latest blockhash. */
  const pricedTransfer = async (microLamports: bigint) => {
    const user = await solanaTestUserSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    return pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayerSigner(user, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => setTransactionMessageComputeUnitLimit(10_000, m),
      (m) => setTransactionMessageComputeUnitPrice(microLamports, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: user, destination: recipient, amount: 1_000_000n }),
          m,
        ),
    )
  }

  test('args: getFeeForMessage prices signatures and the priority fee exactly as they are charged', async () => {
    const message = await pricedTransfer(2_000_000n)
    const messageBase64 = getBase64Decoder().decode(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    ) as Parameters<typeof rpc.getFeeForMessage>[0]
    const { value: quoted } = await rpc
      .getFeeForMessage(messageBase64, { commitment: 'confirmed' })
      .send()
    // 5,000 for the signature, plus 10,000 units at 2 lamports each.
    expect(quoted).toBe(25_000n)
    const { value: before } = await rpc
      .getBalance(solanaTestUserAddress, { commitment: 'confirmed' })
      .send()
    const signed = await signTransactionMessageWithSigners(message)
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
    await waitForStatus(rpc, signature)
    const { value: after } = await rpc
      .getBalance(solanaTestUserAddress, { commitment: 'confirmed' })
      .send()
    expect(before - after).toBe(1_000_000n + 25_000n)
    const landed = await rpc
      .getTransaction(signature, { encoding: 'json', commitment: 'confirmed' })
      .send()
    expect(landed?.meta?.fee).toBe(25_000n)
    expect(landed?.meta?.computeUnitsConsumed).toBeGreaterThan(0n)
    const fees = await rpc.getRecentPrioritizationFees([solanaTestUserAddress]).send()
    expect(fees.at(-1)).toEqual({ slot: landed?.slot, prioritizationFee: 2_000_000n })
    server.cluster.advanceSlots(151)
    const stale = await rpc.getFeeForMessage(messageBase64, { commitment: 'confirmed' }).send()
    expect(stale.value).toBeNull()
  })

  test('error: a v0 transaction is -32015 to a client that does not say it reads v0', async () => {
    const user = await solanaTestUserSigner()
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(user, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: user, destination: user.address, amount: 1n }),
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const signature = getSignatureFromTransaction(signed)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
      .send()
    await waitForStatus(rpc, signature)
    const answer = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTransaction',
        params: [signature, { commitment: 'confirmed' }],
      }),
    })
    expect(((await answer.json()) as { error: { code: number } }).error.code).toBe(-32_015)
  })

  test('behavior: with a slot clock, new blocks and blockhashes come over time', async () => {
    const ticking = await startSolanaRpc({
      port: await findFreePortBase(1),
      slotDurationMs: 20,
      fixtures: false,
    })
    try {
      const client = createSolanaRpc(ticking.url)
      const { value: first } = await client.getLatestBlockhash({ commitment: 'confirmed' }).send()
      let latest = first
      while (latest.blockhash === first.blockhash)
        ({ value: latest } = await client.getLatestBlockhash({ commitment: 'confirmed' }).send())
      expect(latest.lastValidBlockHeight).toBeGreaterThan(first.lastValidBlockHeight)
    } finally {
      await ticking.stop()
    }
  })

  test('behavior: a cluster kept in dataDir comes back after a restart, ledger and all', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-solana-'))
    try {
      const port = await findFreePortBase(1)
      const first = await startSolanaRpc({ port, dataDir, slotDurationMs: 0 })
      const client = createSolanaRpc(first.url)
      const { address: recipient } = await generateKeyPairSigner()
      const signature = await client.requestAirdrop(recipient, lamports(3_000_000_000n)).send()
      await waitForStatus(client, signature)
      const slot = await client.getSlot({ commitment: 'confirmed' }).send()
      await first.stop()

      // Another port: the client's kept-alive connection to the first one is stale now.
      const second = await startSolanaRpc({
        port: await findFreePortBase(1),
        dataDir,
        slotDurationMs: 0,
      })
      const again = createSolanaRpc(second.url)
      try {
        expect(await again.getSlot({ commitment: 'confirmed' }).send()).toBe(slot)
        const { value } = await again.getBalance(recipient, { commitment: 'confirmed' }).send()
        expect(value).toBe(3_000_000_000n)
        expect(await waitForStatus(again, signature)).toMatchObject({ err: null })
        const { value: user } = await again
          .getBalance(solanaTestUserAddress, { commitment: 'confirmed' })
          .send()
        expect(user).toBe(100_000_000_000n)
      } finally {
        await second.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
