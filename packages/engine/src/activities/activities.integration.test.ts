import type { FeeChoice } from '@tessera/chains'
import { startLocalChain } from '@tessera/chains/testing'
import { fixtureAddresses, testUserAccount } from '@tessera/devnet'
import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { engineOnLocalChain } from '../testing/engineOnLocalChain.js'
import { startedForFile } from '../testing/startedForFile.js'

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // anvil account 3
const devnet = startedForFile(startLocalChain)

function engineOnDevnet() {
  const { network } = devnet()
  return engineOnLocalChain({
    network: { ...network, blockExplorerUrls: ['https://explorer.test/'] },
  })
}

/** Fixed fees and gas limit, so that even a transfer that must revert is mined. */
const fixedFee: FeeChoice = {
  speed: 'normal',
  values: { gasLimit: 100_000n, maxFeePerGas: 10n ** 10n, maxPriorityFeePerGas: 1n },
}

/** Waits for the log's own polling (every 3 s) to settle the activity. */
async function settled(engine: ReturnType<typeof engineOnDevnet>) {
  await expect
    .poll(() => engine.activities.list(devnet().network.id)[0]?.status, {
      timeout: 10_000,
      interval: 200,
    })
    .not.toBe('Pending')
  return engine.activities.list(devnet().network.id)[0]
}

describe('engine.activities on the local chain', () => {
  test('S-009, S-010, S-019: a sent coin is a Pending Send, then Success with gas used and fee', async () => {
    const engine = engineOnDevnet()
    const networkId = devnet().network.id
    const hash = await engine.transfers.send({
      transfer: { networkId, asset: 'native', to: recipient, amount: parseEther('0.5') },
      fee: fixedFee,
    })
    const [pending] = engine.activities.list(networkId)
    expect(pending).toMatchObject({
      operation: 'Send',
      status: 'Pending',
      txHash: hash,
      explorerUrl: `https://explorer.test/tx/${hash}`,
      address: { from: testUserAccount.address, to: recipient },
      customToken: null,
      transaction: { hash, amount: '0.5', gasLimit: '100000', gasPrice: '10000000000', fee: null },
    })
    expect(pending?.transaction.nonce).toEqual(expect.any(Number))
    const done = await settled(engine)
    expect(done?.status).toBe('Success')
    expect(done?.transaction.gasUsed).toBe('21000')
    expect(BigInt(done?.transaction.fee ?? 0)).toBeGreaterThan(0n)
    engine.logout()
  })

  test('S-012, H-031: a token transfer of more than is held is recorded as a Send and becomes Failed', async () => {
    const engine = engineOnDevnet()
    const networkId = devnet().network.id
    await engine.transfers.send({
      transfer: { networkId, asset: fixtureAddresses.tst, to: recipient, amount: 10n ** 40n },
      fee: fixedFee,
    })
    expect(engine.activities.list(networkId)[0]).toMatchObject({
      operation: 'Send',
      status: 'Pending',
      customToken: { address: fixtureAddresses.tst, decimals: 18 },
    })
    const done = await settled(engine)
    expect(done?.status).toBe('Failed')
    expect(done?.transaction.fee).not.toBeNull()
    engine.logout()
  })

  test('default: an approved host eth_sendTransaction with data is a Contract Interaction', async () => {
    const engine = engineOnDevnet()
    const networkId = devnet().network.id
    const answer = engine.request({
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: testUserAccount.address, to: recipient, value: '0x1', data: '0x1234' }],
    })
    await expect.poll(() => engine.approvals.snapshot().pending.length).toBe(1)
    engine.approvals.approve(1)
    const hash = await answer
    expect(engine.activities.list(networkId)[0]).toMatchObject({
      operation: 'Contract Interaction',
      txHash: hash,
      transaction: { data: '0x1234', amount: '0.000000000000000001' },
    })
    expect((await settled(engine))?.status).toBe('Success')
    engine.logout()
  })
})
