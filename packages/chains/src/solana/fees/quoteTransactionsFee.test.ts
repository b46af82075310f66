import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { waitForPending } from '@tessera/engine/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { encodeTestTransaction } from '../testing/encodeTestTransaction.js'
import { fakeClusterAnswer } from '../testing/fakeClusterAnswer.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'
import { rpcValue, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'

const wallet = solanaTestAccount.address
const computeBudget = address('ComputeBudget111111111111111111111111111111')
const transfer = getTransferSolInstruction({
  source: createNoopSigner(wallet),
  destination: address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W'),
  amount: 1n,
})
// 1000 micro-lamports per unit, 200 000 units: a priority fee of 200 lamports.
const price = {
  programAddress: computeBudget,
  data: new Uint8Array([3, 0xe8, 3, 0, 0, 0, 0, 0, 0]),
}

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function quoteOf(method: string, message: unknown, answers = {}) {
  const node = await startFakeSolanaRpc(fakeClusterAnswer(answers))
  stop = node.stop
  const { engine } = createSolanaTestEngine({ rpcUrl: node.url })
  engine.request({ id: 1, method, params: { message } }).catch(() => undefined)
  await waitForPending(engine, 1)
  return { quote: await engine.approvals.quoteFee(1), calls: node.calls }
}

describe('quoteTransactionsFee', () => {
  test('default: the message’s fee from the node, one Normal option, no Custom', async () => {
    const message = await encodeTestTransaction({ feePayer: wallet, instructions: [transfer] })
    const { quote, calls } = await quoteOf('signTransaction', message)
    expect(quote).toEqual({
      isEstimated: true,
      options: [
        { speed: 'normal', fee: 5_000n, maxFee: 5_000n, choice: { speed: 'normal', values: {} } },
      ],
      custom: null,
      estimate: { fee: 5_000n, rent: 0n },
    })
    expect(calls.find((call) => call.method === 'getFeeForMessage')?.params[1]).toEqual({
      commitment: 'confirmed',
    })
  })

  test('args: every transaction of signAllTransactions, summed', async () => {
    const message = [
      await encodeTestTransaction({ feePayer: wallet, instructions: [transfer] }),
      await encodeTestTransaction({
        feePayer: wallet,
        instructions: [transfer],
        version: 'legacy',
      }),
    ]
    const { quote } = await quoteOf('signAllTransactions', message)
    expect(quote.options[0]?.fee).toBe(10_000n)
  })

  test('behavior: without the node’s answer (expired blockhash), the base and priority fee, estimated', async () => {
    const message = await encodeTestTransaction({
      feePayer: wallet,
      instructions: [price, transfer],
    })
    const { quote } = await quoteOf('signTransaction', message, {
      getFeeForMessage: () => rpcValue(null),
    })
    expect(quote).toMatchObject({ isEstimated: false, options: [{ fee: 5_200n, maxFee: 5_200n }] })
  })
})
