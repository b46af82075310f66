import type { Activity, FeeChoice } from '@tessera/chains'
import { startLocalChain } from '@tessera/chains/testing'
import { testUserAccount } from '@tessera/devnet'
import { createTestClient, type Hash, type Hex, http, parseEther, publicActions } from 'viem'
import { describe, expect, test } from 'vitest'
import { engineOnLocalChain } from '../testing/engineOnLocalChain.js'
import { startedForFile } from '../testing/startedForFile.js'
import type { WalletEngine } from '../WalletEngine.js'

const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' // anvil account 3
const devnet = startedForFile(startLocalChain)
const gwei = 10n ** 9n

/** The devnet node, its blocks held until `mine` (issue #20: the original must stay pending). */
async function heldNode() {
  const { chain, rpcUrl } = devnet()
  const node = createTestClient({ chain, transport: http(rpcUrl), mode: 'anvil' }).extend(
    publicActions,
  )
  await node.setAutomine(false)
  return node
}
type Node = Awaited<ReturnType<typeof heldNode>>

/** Mines what waits and lets later transactions mine again as they come. */
async function release(node: Node) {
  await node.mine({ blocks: 1 })
  await node.setAutomine(true)
}

const fee: FeeChoice = {
  speed: 'normal',
  values: { gasLimit: 21_000n, maxFeePerGas: 20n * gwei, maxPriorityFeePerGas: 2n * gwei },
}

/** Sends 0.1 ETH from the Send screen's engine call: the Pending original. */
async function pendingSend(engine: WalletEngine) {
  const networkId = devnet().network.id
  const hash = await engine.transfers.send({
    transfer: { networkId, asset: 'native', to: recipient, amount: parseEther('0.1') },
    fee,
  })
  return activityOf(engine, hash)
}

function activityOf(engine: WalletEngine, hash: string): Activity {
  const found = engine.activities.list(devnet().network.id).find((entry) => entry.txHash === hash)
  if (!found) throw new Error(`no activity ${hash}`)
  return found
}

/** Waits for the log's own polling (every 3 s, SPEC §9) to settle the activity. */
const settledStatus = (engine: WalletEngine, hash: string) =>
  expect.poll(() => activityOf(engine, hash).status, { timeout: 15_000, interval: 200 })

describe('cancelling a pending transaction on the devnet (issue #20)', () => {
  test('S-011, S-020: a Cancel replaces the pending Send (same nonce, to self, value 0, fees +10%); once mined the Send is Cancelled and the Cancel Success', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = await heldNode()
    try {
      const original = await pendingSend(engine)
      expect(engine.activities.canCancel(original)).toBe(true)
      const quote = await engine.activities.quoteCancel(original)
      expect(quote.maxFee).toBe(21_000n * (quote.values.maxFeePerGas ?? 0n))
      const cancelHash = (await engine.activities.cancel(quote)) as Hash
      // The original left the pool: the node keeps the replacement of its nonce only.
      const sent = await node.getTransaction({ hash: cancelHash })
      expect(sent).toMatchObject({
        from: testUserAccount.address.toLowerCase(),
        to: testUserAccount.address.toLowerCase(),
        value: 0n,
        input: '0x',
        nonce: original.transaction.nonce,
        gas: 21_000n,
      })
      expect(sent.maxFeePerGas).toBeGreaterThanOrEqual(22n * gwei)
      expect(sent.maxPriorityFeePerGas).toBeGreaterThanOrEqual(2_200_000_000n)
      expect(activityOf(engine, cancelHash)).toMatchObject({
        operation: 'Cancel',
        status: 'Pending',
        cancels: original.txHash,
        transaction: { amount: '0' },
        address: { from: testUserAccount.address, to: testUserAccount.address },
      })
      // One cancel at a time, and never of a Cancel.
      expect(engine.activities.canCancel(activityOf(engine, original.txHash))).toBe(false)
      expect(engine.activities.canCancel(activityOf(engine, cancelHash))).toBe(false)

      await node.mine({ blocks: 1 })
      await settledStatus(engine, cancelHash).toBe('Success')
      expect(activityOf(engine, original.txHash).status).toBe('Cancelled')
      expect(
        await node.getTransactionReceipt({ hash: original.txHash as Hash }).catch(() => null),
      ).toBeNull()
    } finally {
      await release(node)
      engine.logout()
    }
  })

  test('S-011: a legacy transaction is cancelled by a legacy one with its gasPrice raised 10%', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = await heldNode()
    try {
      const answer = engine.request({
        id: 1,
        method: 'eth_sendTransaction',
        params: [
          {
            from: testUserAccount.address,
            to: recipient,
            value: '0x1',
            type: '0x0',
            gasPrice: `0x${(30n * gwei).toString(16)}`,
          },
        ],
      })
      await expect.poll(() => engine.approvals.snapshot().pending.length).toBe(1)
      engine.approvals.approve(1)
      const original = activityOf(engine, (await answer) as string)
      const cancelHash = (await engine.activities.cancel(
        await engine.activities.quoteCancel(original),
      )) as Hash
      const sent = await node.getTransaction({ hash: cancelHash })
      expect(sent.type).toBe('legacy')
      expect(sent.gasPrice).toBeGreaterThanOrEqual(33n * gwei)
      await node.mine({ blocks: 1 })
      await settledStatus(engine, original.txHash).toBe('Cancelled')
      expect(activityOf(engine, cancelHash).status).toBe('Success')
    } finally {
      await release(node)
      engine.logout()
    }
  })

  test('S-011: when the original is mined first it is Success and the Cancel Failed, saying why; nothing else changes', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = await heldNode()
    try {
      const original = await pendingSend(engine)
      // The original as signed, to send it again once the Cancel has replaced it.
      const rawOf = node.request as (args: { method: string; params: unknown }) => Promise<Hex>
      const raw = await rawOf({ method: 'eth_getRawTransactionByHash', params: [original.txHash] })
      const cancelHash = (await engine.activities.cancel(
        await engine.activities.quoteCancel(original),
      )) as Hash
      // Another node mined the original: here, the Cancel leaves the pool and the original comes back.
      await node.dropTransaction({ hash: cancelHash })
      await node.sendRawTransaction({ serializedTransaction: raw })
      await node.mine({ blocks: 1 })
      await settledStatus(engine, original.txHash).toBe('Success')
      await settledStatus(engine, cancelHash).toBe('Failed')
      expect(activityOf(engine, cancelHash).failureReason).toBe('minedBeforeCancel')
      expect(engine.activities.list(devnet().network.id).map((entry) => entry.status)).toEqual([
        'Failed',
        'Success',
      ])
    } finally {
      await release(node)
      engine.logout()
    }
  })

  test('error: S-011 a cancel confirmed after the original was mined is refused and sends nothing', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = await heldNode()
    try {
      const original = await pendingSend(engine)
      const quote = await engine.activities.quoteCancel(original)
      await node.mine({ blocks: 1 })
      await expect(engine.activities.cancel(quote)).rejects.toThrow(
        'This transaction was already mined: it can no longer be cancelled',
      )
      await expect(engine.activities.quoteCancel(original)).rejects.toThrow(
        'This transaction was already mined',
      )
      expect(engine.activities.list(devnet().network.id)).toHaveLength(1)
      await settledStatus(engine, original.txHash).toBe('Success')
    } finally {
      await release(node)
      engine.logout()
    }
  })
  test('error: S-011 a cancel takes its nonce from the node, not from the quote, and refuses a quote missing its fees', async () => {
    const engine = engineOnLocalChain(devnet())
    const node = await heldNode()
    try {
      const original = await pendingSend(engine)
      const quote = await engine.activities.quoteCancel(original)
      await expect(
        engine.activities.cancel({ ...quote, values: { gasLimit: 21_000n } }),
      ).rejects.toMatchObject({ code: 'invalid_params' })
      expect(engine.activities.list(devnet().network.id)).toHaveLength(1)
      const cancelHash = (await engine.activities.cancel({
        ...quote,
        values: { ...quote.values, nonce: BigInt(original.transaction.nonce ?? 0) + 5n },
      })) as Hash
      expect((await node.getTransaction({ hash: cancelHash })).nonce).toBe(
        original.transaction.nonce,
      )
      await node.mine({ blocks: 1 })
      await settledStatus(engine, original.txHash).toBe('Cancelled')
    } finally {
      await release(node)
      engine.logout()
    }
  })
})
