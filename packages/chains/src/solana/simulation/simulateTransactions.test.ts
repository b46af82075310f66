import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { waitForPending } from '@tessera/engine/testing'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaTestEngine } from '../testing/createSolanaTestEngine.js'
import { encodeTestTransaction } from '../testing/encodeTestTransaction.js'
import { fakeClusterAnswer } from '../testing/fakeClusterAnswer.js'
import { solanaTestAccount } from '../testing/solanaTestAccount.js'
import {
  type FakeRpcAnswer,
  FakeRpcError,
  rpcValue,
  startFakeSolanaRpc,
} from '../testing/startFakeSolanaRpc.js'

const wallet = solanaTestAccount.address
const other = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const mint = address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9')
const walletTokens = address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy')
const otherTokens = address('5wRTEpepTDTqN9pkgFu5FR3HboTu9D56XBjxkvfqt4vY')
const signer = createNoopSigner(wallet)

const systemAccount = (lamports: number) => ({
  lamports,
  owner: '11111111111111111111111111111111',
  executable: false,
  rentEpoch: 0,
  space: 0,
  data: ['', 'base64'],
})
const tokenAccount = (owner: string, amount: string) => ({
  lamports: 2_039_280,
  owner: TOKEN_PROGRAM_ADDRESS,
  executable: false,
  rentEpoch: 0,
  space: 165,
  data: {
    program: 'spl-token',
    parsed: { type: 'account', info: { owner, mint, tokenAmount: { amount, decimals: 6 } } },
    space: 165,
  },
})
const state = (accounts: Record<string, unknown>) => (addresses: readonly string[]) =>
  addresses.map((key) => accounts[key] ?? null)

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function simulationOf(answers: Readonly<Record<string, FakeRpcAnswer>>) {
  const node = await startFakeSolanaRpc(fakeClusterAnswer(answers))
  stop = node.stop
  const { engine } = createSolanaTestEngine({ rpcUrl: node.url })
  const message = await encodeTestTransaction({
    feePayer: wallet,
    instructions: [
      getTransferSolInstruction({ source: signer, destination: other, amount: 1_000_000n }),
      getTransferCheckedInstruction({
        source: walletTokens,
        mint,
        destination: otherTokens,
        authority: signer,
        amount: 40n,
        decimals: 6,
      }),
    ],
  })
  engine.request({ id: 1, method: 'signTransaction', params: { message } }).catch(() => undefined)
  await waitForPending(engine, 1)
  return { result: await engine.approvals.simulate(1), calls: node.calls }
}

describe('simulateTransactions', () => {
  test('default: the wallet’s SOL and token balance changes, the fee left out', async () => {
    const before = state({
      [wallet]: systemAccount(10_000_000),
      [walletTokens]: tokenAccount(wallet, '100'),
    })
    const after = state({
      [wallet]: systemAccount(8_995_000),
      [walletTokens]: tokenAccount(wallet, '60'),
    })
    const { result, calls } = await simulationOf({
      getMultipleAccounts: (_method, params) => rpcValue(before(params[0] as string[])),
      simulateTransaction: (_method, params) => {
        const { addresses } = (params[1] as { accounts: { addresses: string[] } }).accounts
        return rpcValue({ err: null, logs: [], fee: 5_000, accounts: after(addresses) })
      },
    })
    expect(result).toEqual({
      status: 'success',
      changes: [
        { asset: { type: 'native' }, delta: -1_000_000n },
        { asset: { type: 'token', address: mint }, delta: -40n, decimals: 6 },
      ],
    })
    const config = calls.find((call) => call.method === 'simulateTransaction')?.params[1]
    expect(config).toMatchObject({
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { encoding: 'jsonParsed' },
      commitment: 'confirmed',
    })
    // The wallet first, then what it writes: its own token account and accounts not there yet.
    const { addresses } = (config as { accounts: { addresses: string[] } }).accounts
    expect(addresses[0]).toBe(wallet)
    expect([...addresses].sort()).toEqual([wallet, walletTokens, other, otherTokens].sort())
  })

  test('behavior: a transaction that would fail is reverted, with the program’s logged reason', async () => {
    const { result } = await simulationOf({
      simulateTransaction: () =>
        rpcValue({
          err: { InstructionError: [1, { Custom: 1 }] },
          logs: [
            'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
            'Program log: Error: insufficient funds',
            'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x1',
          ],
          accounts: null,
          fee: 5_000,
        }),
    })
    expect(result).toEqual({ status: 'reverted', reason: 'Error: insufficient funds' })
  })

  test('behavior: a node that cannot simulate gives unavailable', async () => {
    const { result } = await simulationOf({
      simulateTransaction: () => {
        throw new FakeRpcError(-32601, 'Method not found')
      },
    })
    expect(result).toMatchObject({ status: 'unavailable' })
  })
})
