import {
  fixtureAddresses,
  fixtureMultiTokenAbi,
  fixtureNftAbi,
  fixtureNftCollection,
  fixtureTokens,
  testUserAccount,
} from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  parseAbi,
  parseEther,
  toFunctionSelector,
} from 'viem'
import { getBalance } from 'viem/actions'
import { describe, expect, test } from 'vitest'
import { multicall3Address } from '../balances/multicall3Address.js'
import { startLocalChain } from '../testing/startLocalChains.js'
import { simulateTransaction } from './simulateTransaction.js'

const from = testUserAccount.address
const aggregateAbi = parseAbi([
  'function aggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
])
const dead: Address = '0x000000000000000000000000000000000000dEaD'

describe('simulateTransaction', () => {
  const devnet = startedForFile(startLocalChain)

  const simulate = (transaction: { to: Address; value?: bigint; data?: `0x${string}` }) =>
    simulateTransaction({ client: devnet().client, transactions: [{ from, ...transaction }] })

  test('default: an ETH send takes the value from the sender', async () => {
    const result = await simulate({ to: dead, value: parseEther('1.5') })
    expect(result).toEqual({
      status: 'success',
      changes: [{ asset: { type: 'native' }, delta: -parseEther('1.5') }],
    })
  })

  test('behavior: an ERC-20 transfer, with the token symbol and decimals', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [dead, 5_000_000n],
    })
    const result = await simulate({ to: fixtureAddresses.tusd, data })
    expect(result).toMatchObject({
      status: 'success',
      changes: [
        {
          asset: { type: 'token', address: fixtureAddresses.tusd },
          delta: -5_000_000n,
          symbol: fixtureTokens.tusd.symbol,
          decimals: fixtureTokens.tusd.decimals,
        },
      ],
    })
  })

  test('behavior: an ERC-721 transfer, with the collection name', async () => {
    const tokenId = fixtureNftCollection.httpUriTokenId
    const data = encodeFunctionData({
      abi: fixtureNftAbi,
      functionName: 'transferFrom',
      args: [from, dead, tokenId],
    })
    const result = await simulate({ to: fixtureAddresses.nft, data })
    expect(result).toMatchObject({
      status: 'success',
      changes: [
        {
          asset: { type: 'nft', address: fixtureAddresses.nft, tokenId },
          delta: -1n,
          name: fixtureNftCollection.name,
        },
      ],
    })
  })

  test('behavior: ERC-1155 single and batch transfers', async () => {
    const single = encodeFunctionData({
      abi: fixtureMultiTokenAbi,
      functionName: 'safeTransferFrom',
      args: [from, dead, 1n, 2n, '0x'],
    })
    expect(await simulate({ to: fixtureAddresses.multiToken, data: single })).toMatchObject({
      status: 'success',
      changes: [
        {
          asset: { type: 'nft', address: fixtureAddresses.multiToken, tokenId: 1n },
          delta: -2n,
        },
      ],
    })
    const batch = encodeFunctionData({
      abi: fixtureMultiTokenAbi,
      functionName: 'safeBatchTransferFrom',
      args: [from, dead, [1n, 2n], [3n, 1n], '0x'],
    })
    const result = await simulate({ to: fixtureAddresses.multiToken, data: batch })
    expect(result.status === 'success' && result.changes.map((c) => [c.asset, c.delta])).toEqual([
      [{ type: 'nft', address: fixtureAddresses.multiToken, tokenId: 1n }, -3n],
      [{ type: 'nft', address: fixtureAddresses.multiToken, tokenId: 2n }, -1n],
    ])
  })

  test('behavior: nothing is sent; the chain is unchanged after simulating', async () => {
    const before = await getBalance(devnet().client, { address: from })
    await simulate({ to: dead, value: parseEther('3') })
    expect(await getBalance(devnet().client, { address: from })).toBe(before)
  })

  test('error: a transfer beyond the balance would revert, with the token error in words', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [dead, fixtureTokens.tst.supply + 1n],
    })
    const result = await simulate({ to: fixtureAddresses.tst, data })
    expect(result).toEqual({
      status: 'reverted',
      reason: `ERC20InsufficientBalance(sender: ${from}, balance: ${fixtureTokens.tst.supply}, needed: ${fixtureTokens.tst.supply + 1n})`,
    })
  })

  test('error: an unknown custom error is named by its selector', async () => {
    const failingCall = { target: fixtureAddresses.tst, callData: '0xdeadbeef' as const }
    const data = encodeFunctionData({
      abi: aggregateAbi,
      functionName: 'aggregate',
      args: [[failingCall]],
    })
    expect(await simulate({ to: multicall3Address, data })).toEqual({
      status: 'reverted',
      reason: `execution reverted (custom error ${toFunctionSelector('CallFailed(uint256)')})`,
    })
  })

  test('error: sending more ETH than the sender has would fail', async () => {
    const balance = await getBalance(devnet().client, { address: from })
    const result = await simulate({ to: dead, value: balance + 1n })
    expect(result.status).toBe('reverted')
    expect(result.status === 'reverted' && result.reason.length).toBeGreaterThan(0)
  })
})
