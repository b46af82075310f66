import { fixtureAddresses, fixtureTokens } from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import { createClient, custom } from 'viem'
import { describe, expect, test } from 'vitest'
import { startLocalChain } from '../testing/startLocalChains.js'
import { readTokenMetadata } from './readTokenMetadata.js'

describe('readTokenMetadata (anvil)', () => {
  const devnet = startedForFile(startLocalChain)

  test('error: #20 a node that fails the eth_call rejects with its error, not a token without decimals()', async () => {
    const client = createClient({
      transport: custom({
        request: async ({ method, params }) => {
          if (method === 'eth_call') throw new Error('node down')
          return devnet().client.request({ method, params } as never)
        },
      }),
    })
    await expect(readTokenMetadata({ client, address: fixtureAddresses.tusd })).rejects.toThrow(
      'node down',
    )
    // The same contract on a node that answers tells its decimals.
    expect(
      await readTokenMetadata({ client: devnet().client, address: fixtureAddresses.tusd }),
    ).toMatchObject({ decimals: fixtureTokens.tusd.decimals })
  })
})
