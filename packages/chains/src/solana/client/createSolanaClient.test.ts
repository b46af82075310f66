import { address } from '@solana/kit'
import { WalletError } from '@tessera/errors'
import { afterEach, describe, expect, test } from 'vitest'
import { solanaTestNetwork } from '../testing/createSolanaTestEngine.js'
import { rpcValue, startFakeSolanaRpc } from '../testing/startFakeSolanaRpc.js'
import { createSolanaClient } from './createSolanaClient.js'

const owner = address('5xGvjGwv57CiKx73hV6E3BXQtkLSgy5ecpiL8sQvVFGm')
let stop: (() => Promise<void>) | undefined
afterEach(() => stop?.())

describe('createSolanaClient', () => {
  test('default: K-030 calls go to the first RPC URL at confirmed commitment', async () => {
    const node = await startFakeSolanaRpc((method) =>
      method === 'getBalance'
        ? rpcValue(42)
        : rpcValue({ blockhash: owner, lastValidBlockHeight: 9 }),
    )
    stop = node.stop
    const client = createSolanaClient(solanaTestNetwork(node.url))
    expect((await client.getBalance(owner).send()).value).toBe(42n)
    await client.getLatestBlockhash().send()
    expect(node.calls).toEqual([
      { method: 'getBalance', params: [owner, { commitment: 'confirmed' }] },
      { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    ])
  })

  test('error: W-123 a network without RPC URL', () => {
    expect(() => createSolanaClient({ ...solanaTestNetwork(), rpcUrls: [] })).toThrow(WalletError)
  })
})
