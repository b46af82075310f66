import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  isSolanaError,
  lamports,
  type Rpc,
  SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  type SolanaRpcApi,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaFixtureLamports, solanaFixtureTokens } from './fixtures/solanaFixtureTokens.js'
import { sendWithKit, signWithKit, waitForStatus } from './kit/kitTransactions.js'
import { solanaTestUserAddress, solanaTestUserSigner } from './solanaDevnetKeys.js'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

const sol = 1_000_000_000n

describe('startSolanaRpc', () => {
  let server: SolanaRpc
  let rpc: Rpc<SolanaRpcApi>
  beforeAll(async () => {
    // No slot clock: blocks come with transactions and `advanceSlots`, so counts are exact.
    server = await startSolanaRpc({ port: await findFreePortBase(1), slotDurationMs: 0 })
    rpc = createSolanaRpc(server.url)
  })
  afterAll(() => server.stop())

  test('default: kit reads health, version, the devnet genesis hash, slot, height and epoch', async () => {
    expect(await rpc.getHealth().send()).toBe('ok')
    expect(await rpc.getVersion().send()).toEqual({
      'solana-core': '4.3.0',
      'feature-set': expect.any(Number),
    })
    expect(await rpc.getGenesisHash().send()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')
    const slot = await rpc.getSlot({ commitment: 'confirmed' }).send()
    expect(slot).toBeGreaterThan(0n)
    expect(await rpc.getBlockHeight({ commitment: 'confirmed' }).send()).toBe(slot)
    expect(await rpc.getEpochInfo({ commitment: 'confirmed' }).send()).toEqual({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0n,
      slotIndex: slot,
      slotsInEpoch: 432_000n,
      transactionCount: expect.any(BigInt),
    })
  })

  test('default: the fixtures fund the test user with SOL and both tokens', async () => {
    const { value: balance } = await rpc
      .getBalance(solanaTestUserAddress, { commitment: 'confirmed' })
      .send()
    expect(balance).toBe(solanaFixtureLamports.testUser)
    for (const token of Object.values(solanaFixtureTokens)) {
      const { value } = await rpc
        .getTokenAccountsByOwner(
          solanaTestUserAddress,
          { mint: token.mint },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send()
      expect(value).toHaveLength(1)
      expect(value[0]?.account.data.parsed.info.tokenAmount.amount).toBe(
        String(token.testUserAmount),
      )
    }
  })

  test('behavior: requestAirdrop lands a faucet transfer the client can confirm', async () => {
    const { address: recipient } = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(recipient, lamports(2n * sol)).send()
    const status = await waitForStatus(rpc, signature)
    expect(status).toMatchObject({ err: null, status: { Ok: null }, confirmations: 0n })
    const { value } = await rpc.getBalance(recipient, { commitment: 'confirmed' }).send()
    expect(value).toBe(2n * sol)
  })

  test('behavior: a SOL transfer lands in a new slot; getTransaction has fee, units, balances and the parsed transfer', async () => {
    const user = await solanaTestUserSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const before = await rpc.getSlot({ commitment: 'confirmed' }).send()
    const signature = await sendWithKit(rpc, user, [
      getTransferSolInstruction({ source: user, destination: recipient, amount: sol }),
    ])
    const transaction = await rpc
      .getTransaction(signature, {
        encoding: 'jsonParsed',
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    if (!transaction?.meta) throw new Error('the transaction was not found')
    expect(transaction.slot).toBe(before + 1n)
    expect(transaction.version).toBe(0)
    expect(transaction.blockTime).toBeGreaterThan(0n)
    const { meta } = transaction
    expect(meta).toMatchObject({ err: null, status: { Ok: null }, fee: 5_000n })
    expect(meta.computeUnitsConsumed).toBe(150n)
    expect(meta.postBalances[0]).toBe((meta.preBalances[0] ?? 0n) - sol - 5_000n)
    expect(meta.postBalances[1]).toBe(sol)
    expect(meta.logMessages).toContain('Program 11111111111111111111111111111111 success')
    expect(transaction.transaction.signatures).toEqual([signature])
    expect(transaction.transaction.message.instructions).toEqual([
      {
        program: 'system',
        programId: '11111111111111111111111111111111',
        parsed: {
          type: 'transfer',
          info: { source: user.address, destination: recipient, lamports: sol },
        },
        stackHeight: null,
      },
    ])
    const json = await rpc
      .getTransaction(signature, {
        encoding: 'json',
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(json?.transaction.message.accountKeys).toEqual([
      user.address,
      recipient,
      '11111111111111111111111111111111',
    ])
    expect(json?.meta?.loadedAddresses).toEqual({ writable: [], readonly: [] })
  })

  test('behavior: statuses are confirmed at once and finalized 32 blocks later; getTransaction waits for its commitment', async () => {
    const { address: recipient } = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(recipient, lamports(sol)).send()
    expect(await waitForStatus(rpc, signature, 'confirmed')).toMatchObject({
      confirmationStatus: 'confirmed',
    })
    expect(
      await rpc.getTransaction(signature, { encoding: 'json', commitment: 'finalized' }).send(),
    ).toBeNull()
    server.cluster.advanceSlots(32)
    expect(await waitForStatus(rpc, signature, 'finalized')).toMatchObject({
      confirmationStatus: 'finalized',
      confirmations: null,
    })
    expect(
      await rpc.getTransaction(signature, { encoding: 'json', commitment: 'finalized' }).send(),
    ).not.toBeNull()
    const { address: nobody } = await generateKeyPairSigner()
    const unknown = `${'1'.repeat(63)}2` as typeof signature
    expect((await rpc.getSignatureStatuses([unknown]).send()).value).toEqual([null])
    expect(await rpc.getSignaturesForAddress(nobody, { commitment: 'confirmed' }).send()).toEqual(
      [],
    )
  })

  test('behavior: a blockhash lands transactions for 150 blocks, then isBlockhashValid is false and preflight says BlockhashNotFound', async () => {
    const user = await solanaTestUserSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    const slot = await rpc.getSlot({ commitment: 'confirmed' }).send()
    expect(latest.lastValidBlockHeight).toBe(slot + 150n)
    const signed = await signWithKit(rpc, user, [
      getTransferSolInstruction({ source: user, destination: recipient, amount: sol }),
    ])
    server.cluster.advanceSlots(150)
    const isValid = (blockhash: typeof latest.blockhash) =>
      rpc.isBlockhashValid(blockhash, { commitment: 'confirmed' }).send()
    expect((await isValid(latest.blockhash)).value).toBe(false)
    const { value: next } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    expect(next.blockhash).not.toBe(latest.blockhash)
    expect((await isValid(next.blockhash)).value).toBe(true)
    const error = await rpc
      .sendTransaction(signed.wire, { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect((await rpc.getBalance(recipient, { commitment: 'confirmed' }).send()).value).toBe(0n)
  })

  test('error: an unknown method is -32601 to kit', async () => {
    const raw = createSolanaRpc(server.url) as unknown as Rpc<{ getFoo(): string }>
    const error = await raw
      .getFoo()
      .send()
      .catch((e: unknown) => e)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND)).toBe(true)
  })

  test('args: finalized reads see the block 32 behind; processed and confirmed (kit default) the newest', async () => {
    server.cluster.advanceSlots(40)
    const confirmed = await rpc.getSlot({ commitment: 'confirmed' }).send()
    expect(await rpc.getSlot({ commitment: 'processed' }).send()).toBe(confirmed)
    expect(await rpc.getSlot().send()).toBe(confirmed)
    expect(await rpc.getSlot({ commitment: 'finalized' }).send()).toBe(confirmed - 32n)
    const { context } = await rpc
      .getBalance(address(solanaTestUserAddress), { commitment: 'finalized' })
      .send()
    expect(context.slot).toBe(confirmed - 32n)
  })
})
