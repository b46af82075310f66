import type { Activity } from '@tessera/chains'
import { evmNetworkId } from '@tessera/chains/evm'
import { testAccount } from '@tessera/engine/testing'
import { type Hex, numberToHex, parseTransaction } from 'viem'
import { describe, expect, test } from 'vitest'
import { engineOnNodes } from '../testing/engineOnNodes.js'

const hash: Hex = `0x${'ab'.repeat(32)}`

/** The Pending Send the log holds on chain 1. */
const original: Activity = {
  networkId: evmNetworkId(1),
  operation: 'Send',
  txHash: hash,
  explorerUrl: null,
  transaction: {
    hash,
    amount: '1',
    nonce: 0, // the log's copy, wrong: the node's says 7
    gasLimit: '21000',
    gasPrice: '10',
    gasUsed: null,
    data: null,
    fee: null,
  },
  status: 'Pending',
  date: 1,
  address: { from: testAccount.address, to: null },
  customToken: null,
}

/** The original as chain 1's node tells it: pending, of type 2, from `from`, with nonce 7. */
const nodeTransaction = (from: string) => ({
  hash,
  from,
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  nonce: numberToHex(7),
  blockHash: null,
  blockNumber: null,
  transactionIndex: null,
  type: '0x2',
  chainId: '0x1',
  gas: '0x5208',
  maxFeePerGas: '0xa',
  maxPriorityFeePerGas: '0x2',
  value: '0x1',
  input: '0x',
  v: '0x0',
  r: '0x1',
  s: '0x1',
})

function engineWithOriginal(from: string = testAccount.address) {
  const nodes = engineOnNodes({ activities: { load: () => [original], save: () => undefined } })
  nodes.mainnet.transactions.set(hash, nodeTransaction(from))
  return nodes
}

describe('sendEvmCancel', () => {
  test("behavior: S-011 a cancel is broadcast and recorded on the original's network with the node's nonce, even if another network is selected while it is sent", async () => {
    const { engine, mainnet, polygon } = engineWithOriginal()
    const quote = await engine.activities.quoteCancel(original)
    mainnet.whileAsked = (method) => {
      if (method === 'eth_getTransactionByHash') engine.networks.select(evmNetworkId(137))
    }
    const cancelHash = await engine.activities.cancel(quote)
    expect(polygon.broadcasts).toEqual([])
    const [signed] = mainnet.broadcasts
    expect(signed && parseTransaction(signed)).toMatchObject({
      chainId: 1,
      nonce: 7,
      type: 'eip1559',
    })
    expect(engine.activities.list(evmNetworkId(1))[0]).toMatchObject({
      txHash: cancelHash,
      operation: 'Cancel',
      cancels: hash,
    })
    expect(engine.activities.list(evmNetworkId(137))).toEqual([])
    engine.logout()
  })

  test('error: S-011 a transaction the node says another address sent is not cancelled, and one it no longer knows says so', async () => {
    const { engine, mainnet } = engineWithOriginal('0x0000000000000000000000000000000000000001')
    await expect(engine.activities.quoteCancel(original)).rejects.toMatchObject({
      code: 'invalid_params',
      shortMessage: 'Only a pending transaction sent from this wallet can be cancelled',
    })
    mainnet.transactions.clear()
    await expect(engine.activities.quoteCancel(original)).rejects.toMatchObject({
      code: 'invalid_params',
      shortMessage: 'The network no longer knows this transaction: it cannot be cancelled',
    })
    expect(mainnet.broadcasts).toEqual([])
    engine.logout()
  })
})
