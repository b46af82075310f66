import {
  address,
  createNoopSigner,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type Transaction,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { requestApproved, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import {
  encodeTestTransaction,
  lookupTableData,
  testBlockhash,
} from '../testing/encodeTestTransaction.js'
import { fakeClusterAnswer } from '../testing/fakeClusterAnswer.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'
import {
  type FakeRpcAnswer,
  FakeRpcError,
  rpcValue,
  startFakeSolanaRpc,
} from '../testing/startFakeSolanaRpc.js'
import { addressLookupTableProgram } from '../transactions/readLookupTable.js'

const wallet = solanaTestAccount.address
const recipient = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const mint = address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9')
const table = address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy')
const transfer = (from = wallet, amount = 1_000n) =>
  getTransferSolInstruction({ source: createNoopSigner(from), destination: recipient, amount })

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function engineOnFakeNode(answers: Readonly<Record<string, FakeRpcAnswer>> = {}) {
  const node = await startFakeSolanaRpc(fakeClusterAnswer(answers))
  stop = node.stop
  return { node, ...createSolanaTestEngine({ rpcUrl: node.url }) }
}

const decode = (base58: string): Transaction =>
  getTransactionDecoder().decode(getBase58Encoder().encode(base58))

async function isSignedBy(transaction: Transaction, signer: string) {
  const signature = transaction.signatures[signer as never]
  if (!signature) return false
  const key = await getPublicKeyFromAddress(address(signer))
  return verifySignature(key, signature, transaction.messageBytes)
}

describe('signTransaction', () => {
  test('default: C-046 P-009 approved, the same transaction with the wallet’s signature added', async () => {
    const { engine } = await engineOnFakeNode()
    const cosigner = await generateKeyPairSigner()
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(), transfer(cosigner.address, 1n)],
      signers: [cosigner],
    })
    const answer = await requestApproved(engine, {
      id: 1,
      method: 'signTransaction',
      params: { message },
    })
    const signed = decode(answer as string)
    expect(signed.messageBytes).toEqual(decode(message).messageBytes)
    expect(await isSignedBy(signed, wallet)).toBe(true)
    expect(await isSignedBy(signed, cosigner.address)).toBe(true)
  })

  test('behavior: Q-029 the approval shows the fee payer, signers, blockhash and decoded instructions', async () => {
    const { engine, network } = await engineOnFakeNode()
    const cosigner = await generateKeyPairSigner()
    const message = await encodeTestTransaction({
      feePayer: wallet,
      version: 'legacy',
      instructions: [
        transfer(),
        getTransferCheckedInstruction({
          source: recipient,
          mint,
          destination: table,
          authority: createNoopSigner(cosigner.address),
          amount: 5n,
          decimals: 9,
        }),
      ],
    })
    engine.request({ id: 1, method: 'signTransaction', params: { message } }).catch(() => undefined)
    expect((await waitForPending(engine, 1)).description).toEqual({
      kind: 'solanaTransactions',
      method: 'signTransaction',
      chain: { networkId: network.id, chainName: network.chainName },
      from: wallet,
      transactions: [
        {
          version: 'legacy',
          feePayer: wallet,
          signers: [wallet, cosigner.address],
          missingSignatures: [cosigner.address],
          lifetime: { kind: 'blockhash', blockhash: testBlockhash, isValid: true },
          instructions: [
            { kind: 'systemTransfer', from: wallet, to: recipient, lamports: 1_000n },
            expect.objectContaining({ kind: 'tokenTransfer', amount: 5n, mint, decimals: 9 }),
          ],
        },
      ],
    })
    engine.approvals.reject(1)
  })

  test.each([
    [false, false],
    ['unknown', null],
  ] as const)(
    'behavior: a blockhash the node calls %s shows as valid: %s',
    async (answer, isValid) => {
      const { engine } = await engineOnFakeNode({
        isBlockhashValid: () => {
          if (answer === 'unknown') throw new FakeRpcError(-32603, 'no answer')
          return rpcValue(answer)
        },
      })
      const message = await encodeTestTransaction({ feePayer: wallet, instructions: [transfer()] })
      engine
        .request({ id: 1, method: 'signTransaction', params: { message } })
        .catch(() => undefined)
      const { description } = await waitForPending(engine, 1)
      expect(description).toMatchObject({ transactions: [{ lifetime: { isValid } }] })
      engine.approvals.reject(1)
    },
  )

  test('behavior: a durable nonce transaction shows its nonce account; the node is not asked', async () => {
    const { engine, node } = await engineOnFakeNode()
    const nonce = { account: table, authority: wallet }
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer()],
      nonce,
    })
    engine.request({ id: 1, method: 'signTransaction', params: { message } }).catch(() => undefined)
    const { description } = await waitForPending(engine, 1)
    expect(description).toMatchObject({
      transactions: [
        { lifetime: { kind: 'durableNonce', nonceAccount: table, nonce: testBlockhash } },
      ],
    })
    expect(node.calls.map((call) => call.method)).not.toContain('isBlockhashValid')
    engine.approvals.reject(1)
  })

  test('behavior: a v0 transaction’s accounts from a lookup table are shown and it is signed', async () => {
    const tableAccount = {
      lamports: 1,
      owner: addressLookupTableProgram,
      executable: false,
      rentEpoch: 0,
      space: 120,
      data: [getBase64Decoder().decode(lookupTableData([recipient, mint])), 'base64'],
    }
    const { engine } = await engineOnFakeNode({
      getMultipleAccounts: (_method, params) =>
        rpcValue((params[0] as string[]).map((key) => (key === table ? tableAccount : null))),
    })
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer()],
      lookupTables: { [table]: [recipient, mint] },
    })
    const compiled = getCompiledTransactionMessageDecoder().decode(decode(message).messageBytes)
    expect(compiled.staticAccounts).not.toContain(recipient)
    const answer = engine.request({ id: 1, method: 'signTransaction', params: { message } })
    const { description } = await waitForPending(engine, 1)
    expect(description).toMatchObject({
      transactions: [{ instructions: [{ kind: 'systemTransfer', to: recipient }] }],
    })
    engine.approvals.approve(1)
    expect(await isSignedBy(decode((await answer) as string), wallet)).toBe(true)
  })

  test('error: rejected → user_deny 4001', async () => {
    const { engine } = await engineOnFakeNode()
    const message = await encodeTestTransaction({ feePayer: wallet, instructions: [transfer()] })
    const answer = engine.request({ id: 1, method: 'signTransaction', params: { message } })
    await waitForPending(engine, 1)
    engine.approvals.reject(1)
    expect(await wireErrorOf(answer)).toMatchObject({ code: 4001, data: { code: 'user_deny' } })
  })
})

describe('signTransaction refusals', () => {
  test.each([
    ['no base58', () => '0OIl', 'the transaction must be base58 of a serialized transaction'],
    ['no string', () => 42, 'the transaction must be base58 of a serialized transaction'],
    [
      'bytes of no transaction',
      () => '3yZe7d',
      'the transaction is not a legacy or v0 Solana transaction',
    ],
    [
      'a transaction the wallet does not sign',
      () => encodeTestTransaction({ feePayer: recipient, instructions: [transfer(recipient)] }),
      'the wallet is not a signer of the transaction',
    ],
    [
      'a v0 transaction whose lookup table the node does not have',
      () =>
        encodeTestTransaction({
          feePayer: wallet,
          instructions: [transfer()],
          lookupTables: { [table]: [recipient] },
        }),
      'the address lookup tables of the transaction cannot be resolved',
    ],
  ])('error: %s → invalid params, before approval', async (_name, message, reason) => {
    const { engine } = await engineOnFakeNode()
    const params = { message: await message() }
    expect(await wireErrorOf(engine.request({ id: 1, method: 'signTransaction', params }))).toEqual(
      {
        code: -32602,
        message: reason,
        data: { code: 'invalid_params' },
      },
    )
    expect(engine.approvals.snapshot().pending).toEqual([])
  })
})
