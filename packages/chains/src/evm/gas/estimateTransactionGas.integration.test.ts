import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import { fallbackGasLimit } from '@tessera/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { startLocalChain } from '../testing/startLocalChains.js'
import { unreachableClient } from '../testing/unreachableClient.js'
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
  const devnet = startedForFile(startLocalChain)

  test('default: the node estimates gas and reports base fee and gas price', async () => {
    const estimate = await estimateTransactionGas({
      client: devnet().client,
      transaction: { from, to: '0x000000000000000000000000000000000000dEaD', value: 1n },
    })
    expect(estimate.gasLimit).toBe(21_000n)
    expect(estimate.baseFeePerGas).toBeGreaterThan(0n)
    expect(estimate.gasPrice).toBeGreaterThan(0n)
    expect(estimate.isEstimated).toBe(true)
  })

  test('behavior: custom-token and NFT estimates are doubled (SPEC §9)', async () => {
    const plain = await estimateTransactionGas({
      client: devnet().client,
      transaction: tokenTransfer,
    })
    const doubled = await estimateTransactionGas({
      client: devnet().client,
      transaction: tokenTransfer,
      isTokenOrNftTransfer: true,
    })
    expect(doubled.gasLimit).toBe(plain.gasLimit * 2n)
  })

  test('behavior: K-044 K-045 a failed lookup falls back to 45000 gas and 0 gwei (SPEC §9)', async () => {
    expect(
      await estimateTransactionGas({ client: unreachableClient(), transaction: tokenTransfer }),
    ).toEqual({
      gasLimit: fallbackGasLimit,
      baseFeePerGas: undefined,
      gasPrice: 0n,
      isEstimated: false,
    })
  })
})
