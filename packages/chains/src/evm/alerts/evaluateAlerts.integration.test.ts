import { fixtureAddresses, fixtureNftCollection, testUserAccount } from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import { type Address, encodeFunctionData, maxUint256, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { startLocalChain } from '../testing/startLocalChains.js'
import type { TransactionAlertRequest } from './AlertRequest.js'
import { createAlertContext } from './createAlertContext.js'
import { evaluateAlerts } from './evaluateAlerts.js'
import { spenderWithoutCode } from './spenderWithoutCode.js'

const from = testUserAccount.address
const eoa: Address = '0x000000000000000000000000000000000000dEaD'
const abi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 tokenId)',
])

const approveTo = (spender: Address, amount: bigint): TransactionAlertRequest => ({
  kind: 'transaction',
  from,
  to: fixtureAddresses.tusd,
  value: 0n,
  data: encodeFunctionData({ abi, functionName: 'approve', args: [spender, amount] }),
})

describe('evaluateAlerts on the devnet', () => {
  const devnet = startedForFile(startLocalChain)
  const context = () => createAlertContext(devnet().client, Date.now())

  test('default: #17 alerts: spenderWithoutCode: an EOA spender is a danger, a deployed contract is not', async () => {
    const toEoa = await spenderWithoutCode.evaluate(approveTo(eoa, 5n), context())
    expect(toEoa.map(({ rule, level }) => [rule, level])).toEqual([
      ['spenderWithoutCode', 'danger'],
    ])
    expect(toEoa[0]?.reason).toContain(eoa)
    expect(
      await spenderWithoutCode.evaluate(approveTo(fixtureAddresses.tst, 5n), context()),
    ).toEqual([])
  })

  test('behavior: #17 alerts: every rule on an unlimited approve to an EOA, dangers first', async () => {
    const alerts = await evaluateAlerts(approveTo(eoa, maxUint256), context())
    expect(alerts.map(({ rule, level }) => [rule, level])).toEqual([
      ['spenderWithoutCode', 'danger'],
      ['unlimitedApproval', 'caution'],
    ])
  })

  test('behavior: #17 alerts: transferToNonReceiver: an NFT transferFrom into a token contract', async () => {
    const tokenId = fixtureNftCollection.httpUriTokenId
    const request: TransactionAlertRequest = {
      kind: 'transaction',
      from,
      to: fixtureAddresses.nft,
      value: 0n,
      data: encodeFunctionData({
        abi,
        functionName: 'transferFrom',
        args: [from, fixtureAddresses.tusd, tokenId],
      }),
    }
    const alerts = await evaluateAlerts(request, context())
    expect(alerts.map(({ rule, level }) => [rule, level])).toEqual([
      ['transferToNonReceiver', 'danger'],
    ])
  })
})
