import { fixtureAddresses } from '@tessera/devnet'
import { engineOnLocalChain, requestApproved, startedForFile } from '@tessera/engine/testing'
import { encodeFunctionData, erc20Abi, maxUint256, numberToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { CallsStatus } from '../calls/callsStatusOf.js'
import { startLocalChain } from '../testing/startLocalChains.js'

const devnet = startedForFile(startLocalChain)
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const transferTusd = (amount: bigint) => ({
  to: fixtureAddresses.tusd,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
})

/** Sends a batch with approval and answers the status once nothing of it is pending. */
async function sentBatch(calls: readonly object[], id: string) {
  const { network } = devnet()
  const engine = engineOnLocalChain(devnet())
  const chainId = numberToHex(Number(network.id.split(':')[1]))
  const answer = await requestApproved(engine, {
    id: 1,
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', id, chainId, atomicRequired: false, calls }],
  })
  const status = () =>
    engine.request({ id: 2, method: 'wallet_getCallsStatus', params: [id] }) as Promise<CallsStatus>
  await expect.poll(async () => (await status()).status).not.toBe(100)
  return { engine, answer, status: await status(), chainId }
}

describe('wallet_sendCalls on the devnet', () => {
  test('behavior: #17 EIP-5792 a batch of two calls is sent one after another: status 200 with two receipts', async () => {
    const { engine, answer, status, chainId } = await sentBatch(
      [{ to: recipient, value: '0x1' }, transferTusd(1n)],
      'two-calls',
    )
    expect(answer).toEqual({ id: 'two-calls' })
    expect(status).toMatchObject({
      version: '2.0.0',
      id: 'two-calls',
      chainId,
      status: 200,
      atomic: false,
      receipts: [
        { status: '0x1', logs: [] },
        { status: '0x1', logs: [{ address: fixtureAddresses.tusd.toLowerCase() }] },
      ],
    })
    // Each call is its own transaction in the user's Activity.
    const hashes = status.receipts.map((receipt) => receipt.transactionHash)
    expect(engine.activities.list(devnet().network.id).map((activity) => activity.txHash)).toEqual(
      expect.arrayContaining(hashes),
    )
  })

  test('behavior: #17 EIP-5792 a later call that cannot be sent stops the batch: status 600 with the first receipt', async () => {
    const { status } = await sentBatch(
      [{ to: recipient, value: '0x1' }, transferTusd(maxUint256)],
      'second-fails',
    )
    expect(status).toMatchObject({ status: 600, receipts: [{ status: '0x1' }] })
    expect(status.receipts).toHaveLength(1)
  })
})
