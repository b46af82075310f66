import {
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  isSolanaError,
  pipe,
  type Rpc,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findFreePortBase } from '@tessera/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaFixtureLamports } from './fixtures/solanaFixtureTokens.js'
import { signWithKit, waitForStatus } from './kit/kitTransactions.js'
import { solanaTestUserSigner } from './solanaDevnetKeys.js'
import { type SolanaRpc, startSolanaRpc } from './startSolanaRpc.js'

const sol = 1_000_000_000n

/** The same transaction with a byte of its first signature flipped. */
function forge<Wire extends string>(wire: Wire): Wire {
  const bytes = Uint8Array.from(getBase64Encoder().encode(wire))
  bytes[10] = (bytes[10] ?? 0) ^ 0xff
  return getBase64Decoder().decode(bytes) as Wire
}

describe('startSolanaRpc: failing transactions and bad input', () => {
  let server: SolanaRpc
  let rpc: Rpc<SolanaRpcApi>
  const call = async (method: string, params: unknown[]) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: Record<string, unknown> }
    }
  }
  beforeAll(async () => {
    server = await startSolanaRpc({ port: await findFreePortBase(1), slotDurationMs: 0 })
    rpc = createSolanaRpc(server.url)
  })
  afterAll(() => server.stop())

  const overspend = async () => {
    const user = await solanaTestUserSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const instruction = getTransferSolInstruction({
      source: user,
      destination: recipient,
      amount: 10n * solanaFixtureLamports.testUser,
    })
    return { user, recipient, signed: await signWithKit(rpc, user, [instruction]) }
  }

  test('error: a failing transaction is refused with -32002, its logs and error as data, and never lands', async () => {
    const { signed } = await overspend()
    const answer = await call('sendTransaction', [signed.wire, { encoding: 'base64' }])
    expect(answer.error).toMatchObject({
      code: -32002,
      message:
        'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        err: { InstructionError: [0, { Custom: 1 }] },
        accounts: null,
        unitsConsumed: 150,
        fee: 5000,
      },
    })
    expect(answer.error?.data?.logs).toContain(
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    )
    const error = await rpc
      .sendTransaction(signed.wire, { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e)
    expect(
      isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true)
    expect((await rpc.getSignatureStatuses([signed.signature]).send()).value).toEqual([null])
  })

  test('args: with skipPreflight a failing transaction lands failed, and its fee is charged', async () => {
    const { user, signed } = await overspend()
    const { value: before } = await rpc.getBalance(user.address, { commitment: 'confirmed' }).send()
    const signature = await rpc
      .sendTransaction(signed.wire, { encoding: 'base64', skipPreflight: true })
      .send()
    expect(signature).toBe(signed.signature)
    const status = await waitForStatus(rpc, signature)
    // Kit reads every integer of a status as a bigint.
    const err = { InstructionError: [0n, { Custom: 1n }] }
    expect(status).toMatchObject({ err, status: { Err: err } })
    const { value: after } = await rpc.getBalance(user.address, { commitment: 'confirmed' }).send()
    expect(before - after).toBe(5_000n)
  })

  test('error: a signature that does not verify is -32003; skipping preflight, it is dropped', async () => {
    const { signed } = await (async () => {
      const user = await solanaTestUserSigner()
      const { address: recipient } = await generateKeyPairSigner()
      const instruction = getTransferSolInstruction({
        source: user,
        destination: recipient,
        amount: sol,
      })
      return { signed: await signWithKit(rpc, user, [instruction]) }
    })()
    const forged = forge(signed.wire)
    const error = await rpc
      .sendTransaction(forged, { encoding: 'base64' })
      .send()
      .catch((e: unknown) => e)
    expect(
      isSolanaError(
        error,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
      ),
    ).toBe(true)
    expect((await call('sendTransaction', [forged, { encoding: 'base64' }])).error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
    const dropped = await rpc
      .sendTransaction(forged, { encoding: 'base64', skipPreflight: true })
      .send()
    server.cluster.advanceSlots(1)
    expect((await rpc.getSignatureStatuses([dropped]).send()).value).toEqual([null])
  })

  test('error: a fee payer with no account fails preflight with AccountNotFound', async () => {
    const stranger = await generateKeyPairSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const instruction = getTransferSolInstruction({
      source: stranger,
      destination: recipient,
      amount: 1n,
    })
    const { wire } = await signWithKit(rpc, stranger, [instruction])
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error).toMatchObject({
      code: -32002,
      message:
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
      data: { err: 'AccountNotFound', logs: [], unitsConsumed: 0 },
    })
  })

  test('args: simulateTransaction with sigVerify refuses a forged signature; replaceRecentBlockhash runs a stale one', async () => {
    const user = await solanaTestUserSigner()
    const { address: recipient } = await generateKeyPairSigner()
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(user, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: user, destination: recipient, amount: sol }),
          m,
        ),
    )
    const wire = getBase64EncodedWireTransaction(await signTransactionMessageWithSigners(message))
    server.cluster.advanceSlots(151)
    const stale = await rpc.simulateTransaction(wire, { encoding: 'base64' }).send()
    expect(stale.value).toMatchObject({ err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n })
    const replaced = await rpc
      .simulateTransaction(wire, { encoding: 'base64', replaceRecentBlockhash: true })
      .send()
    expect(replaced.value.err).toBeNull()
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'processed' }).send()
    expect(replaced.value.replacementBlockhash).toEqual(latest)
    const forgedError = await rpc
      .simulateTransaction(forge(wire), { encoding: 'base64', sigVerify: true })
      .send()
      .catch((e: unknown) => e)
    expect(
      isSolanaError(
        forgedError,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
      ),
    ).toBe(true)
    const both = await call('simulateTransaction', [
      wire,
      { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true },
    ])
    expect(both.error).toEqual({
      code: -32602,
      message: 'sigVerify may not be used with replaceRecentBlockhash',
    })
  })

  const unit = '11111111111111111111111111111111'
  test.each([
    { method: 'getBalance', params: [], message: '`params` should have at least 1 argument(s)' },
    { method: 'getBalance', params: ['not-base58-0OIl'], message: 'Invalid param: Invalid' },
    { method: 'getBalance', params: ['abc'], message: 'Invalid param: WrongSize' },
    {
      method: 'getBalance',
      params: [42],
      message: 'Invalid params: invalid type, expected a string.',
    },
    { method: 'getSlot', params: [{ commitment: 'max' }], message: 'unknown variant `max`' },
    {
      method: 'getMultipleAccounts',
      params: [Array(101).fill(unit)],
      message: 'Too many inputs provided; max 100',
    },
    { method: 'getSignatureStatuses', params: [['0OIl']], message: 'Invalid param: Invalid' },
    {
      method: 'sendTransaction',
      params: ['AAAA', { encoding: 'base64' }],
      message: 'failed to deserialize solana_transaction::versioned::VersionedTransaction',
    },
    {
      method: 'sendTransaction',
      params: ['AA', { encoding: 'json' }],
      message: 'unknown variant `json`',
    },
    {
      method: 'getTransaction',
      params: ['1'.repeat(64), { commitment: 'processed' }],
      message: 'Method does not support commitment below `confirmed`',
    },
    {
      method: 'getTokenAccountsByOwner',
      params: [unit, {}],
      message: 'expected a filter of either `mint` or `programId`',
    },
    {
      method: 'getTokenAccountsByOwner',
      params: [unit, { programId: unit }],
      message: 'Invalid param: unrecognized Token program id',
    },
    {
      method: 'getTokenAccountBalance',
      params: [unit],
      message: 'Invalid param: not a Token account',
    },
  ])('error: $method with bad params is -32602 "$message"', async ({ method, params, message }) => {
    expect((await call(method, params)).error).toEqual({
      code: -32602,
      message: expect.stringContaining(message),
    })
  })

  test('error: kit surfaces -32602 as its invalid-params error', async () => {
    const error = await rpc
      .getBalance('not-an-address' as Parameters<typeof rpc.getBalance>[0])
      .send()
      .catch((e: unknown) => e)
    expect(isSolanaError(error, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true)
  })

  test('error: a minContextSlot not reached is -32016 with the context slot', async () => {
    const slot = await rpc.getSlot({ commitment: 'confirmed' }).send()
    expect(
      (
        await call('getBalance', [
          '11111111111111111111111111111111',
          { commitment: 'confirmed', minContextSlot: Number(slot) + 5 },
        ])
      ).error,
    ).toEqual({
      code: -32016,
      message: 'Minimum context slot has not been reached',
      data: { contextSlot: Number(slot) },
    })
  })
})
