import { evmNetworkId } from '@tessera/chains/evm'
import { parseTransaction } from 'viem'
import { describe, expect, test } from 'vitest'
import { engineOnNodes } from '../testing/engineOnNodes.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const fee = {
  speed: 'normal',
  values: { gasLimit: 21_000n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n },
} as const

const transfer = { networkId: evmNetworkId(1), asset: 'native', to, amount: 1n } as const

describe('sendEvmTransfer', () => {
  test('behavior: a transfer reviewed on chain 1 is broadcast and recorded on chain 1, even if chain 137 is selected while it is prepared', async () => {
    const { engine, mainnet, polygon } = engineOnNodes()
    mainnet.whileAsked = (method) => {
      if (method === 'eth_getBlockByNumber') engine.networks.select(evmNetworkId(137))
    }
    const hash = await engine.transfers.send({ transfer, fee })
    expect(mainnet.broadcasts).toHaveLength(1)
    expect(polygon.broadcasts).toEqual([])
    const [signed] = mainnet.broadcasts
    expect(signed && parseTransaction(signed).chainId).toBe(1)
    expect(engine.activities.list(evmNetworkId(1)).map((entry) => entry.txHash)).toEqual([hash])
    expect(engine.activities.list(evmNetworkId(137))).toEqual([])
    engine.logout()
  })

  test('behavior: a broadcast the node refused keeps no nonce: the retry takes the pending count then', async () => {
    const { engine, mainnet } = engineOnNodes()
    let count = 0
    mainnet.pendingCount = () => count
    mainnet.refuse = () => true
    const parameters = { transfer, fee }
    await expect(engine.transfers.send(parameters)).rejects.toThrow()
    // Another send of the account took nonce 0 meanwhile.
    count = 1
    mainnet.refuse = () => false
    await engine.transfers.send(parameters)
    const [signed] = mainnet.broadcasts
    expect(signed && parseTransaction(signed).nonce).toBe(1)
    engine.logout()
  })
  test('behavior: #17 a transfer whose send waits when the user logs out is never broadcast', async () => {
    const { engine, mainnet } = engineOnNodes()
    mainnet.whileAsked = (method) => {
      if (method === 'eth_getBlockByNumber') engine.logout()
    }
    await expect(engine.transfers.send({ transfer, fee })).rejects.toMatchObject({
      code: 'unauthorized',
    })
    expect(mainnet.broadcasts).toEqual([])
  })
})
