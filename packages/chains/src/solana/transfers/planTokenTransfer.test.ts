import { address } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterEach, describe, expect, test } from 'vitest'
import { createSolanaClient } from '../client/createSolanaClient.js'
import { token2022ProgramAddress } from '../programs/solanaPrograms.js'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { type FakeRpcAnswer, rpcValue, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'
import { planTokenTransfer } from './planTokenTransfer.js'

const owner = address('5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm')
const to = address('6GkZNkH7bHGzH6iqd55qUPNwohCZPduARA29oaYN9f9W')
const mint = address('BGjnpqnMVbrTq9THJJoSgceVf1sGMxWkrWmsMXYGwvb9')
const other = address('FnJw9tY7cMwTfRioJWeNjiWpM2aZNLTHdeHD6gTZNvuy')
const mintAccount = (programOwner: string) => ({
  lamports: 1,
  owner: programOwner,
  executable: false,
  rentEpoch: 0,
  space: 82,
  data: { program: 'spl-token-2022', parsed: { type: 'mint', info: { decimals: 9 } }, space: 82 },
})
const held = (pubkey: string, amount: string, state = 'initialized') => ({
  pubkey,
  account: {
    lamports: 1,
    owner: token2022ProgramAddress,
    executable: false,
    rentEpoch: 0,
    space: 170,
    data: {
      program: 'spl-token-2022',
      parsed: { type: 'account', info: { mint, state, tokenAmount: { amount, decimals: 9 } } },
      space: 170,
    },
  },
})

let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

async function plan(
  answers: {
    readonly accounts: unknown[]
    readonly destination?: unknown
    readonly mintOwner?: string
  },
  amount = 5n,
) {
  const answer: FakeRpcAnswer = (method, params) => {
    if (method === 'getTokenAccountsByOwner') return rpcValue(answers.accounts)
    if (params[0] === mint)
      return rpcValue(mintAccount(answers.mintOwner ?? token2022ProgramAddress))
    return rpcValue(answers.destination ?? null)
  }
  const node = await startFakeSolanaRpc(answer)
  stop = node.stop
  return planTokenTransfer(createSolanaClient(solanaTestNetwork(node.url)), {
    owner,
    mint,
    to,
    amount,
  })
}

describe('planTokenTransfer', () => {
  test('default: the mint’s program and decimals, the sender’s associated account, the recipient’s to create', async () => {
    const [own] = await findAssociatedTokenPda({
      owner,
      mint,
      tokenProgram: token2022ProgramAddress,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: to,
      mint,
      tokenProgram: token2022ProgramAddress,
    })
    expect(await plan({ accounts: [held(other, '9'), held(own, '5')] })).toEqual({
      mint,
      decimals: 9,
      tokenProgram: token2022ProgramAddress,
      source: own,
      destination,
      createsDestination: true,
    })
  })

  test('behavior: the account that holds enough when the associated one does not; an existing recipient account', async () => {
    const [own] = await findAssociatedTokenPda({
      owner,
      mint,
      tokenProgram: token2022ProgramAddress,
    })
    const planned = await plan({
      accounts: [held(own, '1'), held(other, '9')],
      destination: mintAccount(TOKEN_PROGRAM_ADDRESS),
    })
    expect(planned).toMatchObject({ source: other, createsDestination: false })
  })

  test('error: W-111 when no token account holds the amount', async () => {
    await expect(plan({ accounts: [held(other, '4')] })).rejects.toMatchObject({ code: 'W-111' })
  })

  test('behavior: N-020 a frozen account (a programmable NFT) is skipped for one that is not', async () => {
    const [own] = await findAssociatedTokenPda({
      owner,
      mint,
      tokenProgram: token2022ProgramAddress,
    })
    const planned = await plan({ accounts: [held(own, '9', 'frozen'), held(other, '5')] })
    expect(planned.source).toBe(other)
  })

  test('error: N-020 W-111 when only frozen accounts hold the amount, saying so', async () => {
    await expect(plan({ accounts: [held(other, '9', 'frozen')] })).rejects.toMatchObject({
      code: 'W-111',
      details: expect.stringContaining('frozen'),
    })
  })

  test('error: W-146 when the mint is no token mint', async () => {
    await expect(
      plan({ accounts: [], mintOwner: '11111111111111111111111111111111' }),
    ).rejects.toMatchObject({ code: 'W-146' })
  })
})
