import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import { fallbackGasLimit } from '@tessera/protocol'
import { createClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type FixtureChain, startFixtureChain } from '../balances/testing/startFixtureChain.js'
import { estimateTransactionGas } from './estimateTransactionGas.js'

const from = testUserAccount.address
const tokenTransfer = {
  from,
  to: fixtureAddresses.tst,
  data: encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: ['0x000000000000000000000000000000000000dEaD', 1n],
  }),
}

describe('estimateTransactionGas', () => {
  let devnet: FixtureChain
  beforeAll(async () => {
    devnet = await startFixtureChain()
  })
  afterAll(() => devnet?.stop())

  test('default: the node estimates gas and reports base fee and gas price', async () => {
    const estimate = await estimateTransactionGas({
      client: devnet.client,
      transaction: { from, to: '0x000000000000000000000000000000000000dEaD', value: 1n },
    })
    expect(estimate.gasLimit).toBe(21_000n)
    expect(estimate.baseFeePerGas).toBeGreaterThan(0n)
    expect(estimate.gasPrice).toBeGreaterThan(0n)
    expect(estimate.isEstimated).toBe(true)
  })

  test('behavior: custom-token and NFT estimates are doubled (SPEC §9)', async () => {
    const plain = await estimateTransactionGas({
      client: devnet.client,
      transaction: tokenTransfer,
    })
    const doubled = await estimateTransactionGas({
      client: devnet.client,
      transaction: tokenTransfer,
      isTokenOrNftTransfer: true,
    })
    expect(doubled.gasLimit).toBe(plain.gasLimit * 2n)
  })

  test('behavior: a failed lookup falls back to 45000 gas and 0 gwei (SPEC §9)', async () => {
    const unreachable = createClient({ transport: http('http://127.0.0.1:9', { retryCount: 0 }) })
    expect(
      await estimateTransactionGas({ client: unreachable, transaction: tokenTransfer }),
    ).toEqual({
      gasLimit: fallbackGasLimit,
      baseFeePerGas: undefined,
      gasPrice: 0n,
      isEstimated: false,
    })
  })
})
