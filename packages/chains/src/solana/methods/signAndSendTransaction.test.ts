import {
  address,
  createNoopSigner,
  generateKeyPairSigner,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  signBytes,
  type TransactionPartialSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { requestApproved, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { encodeTestTransaction } from '../testing/encodeTestTransaction.js'
import { fakeClusterAnswer } from '../testing/fakeClusterAnswer.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'
import { FakeRpcError, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'

const wallet = solanaTestAccount.address
const other = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const transfer = (from: typeof wallet, amount: bigint) =>
  getTransferSolInstruction({ source: createNoopSigner(from), destination: other, amount })

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function engineOnFakeNode(answers = {}) {
  const node = await startFakeSolanaRpc(fakeClusterAnswer(answers))
  stop = node.stop
  return { node, ...createSolanaTestEngine({ rpcUrl: node.url }) }
}

describe('signAndSendTransaction', () => {
  test('default: C-048 P-011 approved, signed and sent; its signature and the wallet’s key', async () => {
    const { engine, node, network } = await engineOnFakeNode()
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(wallet, 2_500_000n)],
    })
    const answer = (await requestApproved(engine, {
      id: 1,
      method: 'signAndSendTransaction',
      params: { message },
    })) as { signature: string; publicKey: string }
    const send = node.calls.find((call) => call.method === 'sendTransaction')
    const sent = getTransactionDecoder().decode(
      getBase64Encoder().encode(send?.params[0] as string),
    )
    expect(answer).toEqual({ signature: getSignatureFromTransaction(sent), publicKey: wallet })
    expect(send?.params[1]).toEqual({ encoding: 'base64', preflightCommitment: 'confirmed' })
    expect(engine.activities.list(network.id)).toMatchObject([
      {
        operation: 'Transaction',
        txHash: answer.signature,
        status: 'Success',
        isAwaitingDetails: true,
        transaction: { amount: '0.0025', fee: null, computeUnitsConsumed: null },
        address: { from: wallet, to: other },
        explorerUrl: `https://explorer.solana.com/tx/${answer.signature}?cluster=devnet`,
      },
    ])
  })

  test('behavior: a transaction another signer signed already is sent with both signatures', async () => {
    const { engine } = await engineOnFakeNode()
    const cosigner = await generateKeyPairSigner()
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(wallet, 1n), transfer(cosigner.address, 1n)],
      signers: [cosigner],
    })
    const answer = await requestApproved(engine, {
      id: 1,
      method: 'signAndSendTransaction',
      params: { message },
    })
    expect(answer).toMatchObject({ publicKey: wallet })
  })

  test('error: another signer’s signature missing → refused before approval', async () => {
    const { engine } = await engineOnFakeNode()
    const cosigner = await generateKeyPairSigner()
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(wallet, 1n), transfer(cosigner.address, 1n)],
    })
    const answer = engine.request({ id: 1, method: 'signAndSendTransaction', params: { message } })
    expect(await wireErrorOf(answer)).toEqual({
      code: -32602,
      message: `the transaction lacks the signature of ${cosigner.address}`,
      data: { code: 'invalid_params' },
    })
    expect(engine.approvals.snapshot().pending).toEqual([])
  })

  test('error: another signer’s signature that does not verify → refused before approval', async () => {
    const { engine } = await engineOnFakeNode()
    const cosigner = await generateKeyPairSigner()
    const { keyPair } = await generateKeyPairSigner()
    // Signs in the cosigner's slot with another key.
    const forger = {
      address: cosigner.address,
      signTransactions: async (transactions: readonly { readonly messageBytes: Uint8Array }[]) =>
        Promise.all(
          transactions.map(async ({ messageBytes }) => ({
            [cosigner.address]: await signBytes(keyPair.privateKey, messageBytes),
          })),
        ),
    } as unknown as TransactionPartialSigner
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(wallet, 1n), transfer(cosigner.address, 1n)],
      signers: [forger],
    })
    const answer = engine.request({ id: 1, method: 'signAndSendTransaction', params: { message } })
    expect(await wireErrorOf(answer)).toMatchObject({
      message: `the transaction has an invalid signature of ${cosigner.address}`,
    })
  })

  test('error: rejected → user_deny 4001, nothing sent', async () => {
    const { engine, node } = await engineOnFakeNode()
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(wallet, 1n)],
    })
    const answer = engine.request({ id: 1, method: 'signAndSendTransaction', params: { message } })
    await waitForPending(engine, 1)
    engine.approvals.reject(1)
    expect(await wireErrorOf(answer)).toMatchObject({ code: 4001 })
    expect(node.calls.map((call) => call.method)).not.toContain('sendTransaction')
  })

  test('error: a preflight failure reaches the host with the node’s code -32002', async () => {
    const logs = [
      'Program 11111111111111111111111111111111 invoke [1]',
      'Transfer: insufficient lamports 0, need 1',
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    ]
    const { engine } = await engineOnFakeNode({
      sendTransaction: () => {
        throw new FakeRpcError(
          -32002,
          'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
          {
            err: { InstructionError: [0, { Custom: 1 }] },
            logs,
            accounts: null,
            unitsConsumed: 150,
          },
        )
      },
    })
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [transfer(wallet, 1n)],
    })
    const answer = engine.request({ id: 1, method: 'signAndSendTransaction', params: { message } })
    await waitForPending(engine, 1)
    engine.approvals.approve(1)
    await expect(answer).rejects.toMatchObject({
      name: 'NodeRpcError',
      code: -32002,
      message: 'Transaction simulation failed: Transfer: insufficient lamports 0, need 1',
      data: { logs },
    })
  })
})
