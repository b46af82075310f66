import {
  address,
  createNoopSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { requestApproved, waitForPending, wireErrorOf } from '@tessera/engine/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { encodeTestTransaction } from '../testing/encodeTestTransaction.js'
import { fakeClusterAnswer } from '../testing/fakeClusterAnswer.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'
import { startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'

const wallet = solanaTestAccount.address
const other = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const transferOf = (from: typeof wallet, lamports: bigint) =>
  encodeTestTransaction({
    feePayer: from,
    instructions: [
      getTransferSolInstruction({
        source: createNoopSigner(from),
        destination: other,
        amount: lamports,
      }),
    ],
  })

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function engineOnFakeNode() {
  const node = await startFakeSolanaRpc(fakeClusterAnswer())
  stop = node.stop
  return createSolanaTestEngine({ rpcUrl: node.url })
}

describe('signAllTransactions', () => {
  test('default: C-047 P-010 one approval, every transaction signed by the wallet, in order', async () => {
    const { engine } = await engineOnFakeNode()
    const message = [await transferOf(wallet, 1n), await transferOf(wallet, 2n)]
    const answer = await requestApproved(engine, {
      id: 1,
      method: 'signAllTransactions',
      params: { message },
    })
    expect(answer).toHaveLength(2)
    const key = await getPublicKeyFromAddress(wallet)
    for (const [index, signed] of (answer as string[]).entries()) {
      const transaction = getTransactionDecoder().decode(getBase58Encoder().encode(signed))
      const sent = getTransactionDecoder().decode(getBase58Encoder().encode(message[index] ?? ''))
      expect(transaction.messageBytes).toEqual(sent.messageBytes)
      const signature = transaction.signatures[wallet]
      expect(signature && (await verifySignature(key, signature, transaction.messageBytes))).toBe(
        true,
      )
    }
  })

  test('behavior: Q-029 the approval shows each transaction', async () => {
    const { engine } = await engineOnFakeNode()
    const message = [await transferOf(wallet, 1n), await transferOf(wallet, 2n)]
    engine
      .request({ id: 1, method: 'signAllTransactions', params: { message } })
      .catch(() => undefined)
    const { description } = await waitForPending(engine, 1)
    expect(description).toMatchObject({
      kind: 'solanaTransactions',
      method: 'signAllTransactions',
      transactions: [
        { instructions: [{ kind: 'systemTransfer', lamports: 1n }] },
        { instructions: [{ kind: 'systemTransfer', lamports: 2n }] },
      ],
    })
    engine.approvals.reject(1)
  })

  test.each([
    ['an empty list', [], 'message must be a non-empty list of transactions'],
    ['one transaction, not a list', 'x', 'message must be a non-empty list of transactions'],
  ])('error: %s → invalid params', async (_name, message, reason) => {
    const { engine } = await engineOnFakeNode()
    const answer = engine.request({ id: 1, method: 'signAllTransactions', params: { message } })
    expect(await wireErrorOf(answer)).toMatchObject({ code: -32602, message: reason })
  })

  test('error: one transaction the wallet does not sign refuses them all, naming it', async () => {
    const { engine } = await engineOnFakeNode()
    const message = [await transferOf(wallet, 1n), await transferOf(other, 2n)]
    const answer = engine.request({ id: 1, method: 'signAllTransactions', params: { message } })
    expect(await wireErrorOf(answer)).toMatchObject({
      code: -32602,
      message: 'the wallet is not a signer of transaction 2',
    })
    expect(engine.approvals.snapshot().pending).toEqual([])
  })
})
