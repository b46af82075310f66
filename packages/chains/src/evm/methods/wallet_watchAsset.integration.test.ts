import { fixtureAddresses } from '@tessera/devnet'
import { engineOnLocalChain, startedForFile, wireErrorOf } from '@tessera/engine/testing'
import { describe, expect, test } from 'vitest'
import { startLocalChain } from '../testing/startLocalChains.js'

const devnet = startedForFile(startLocalChain)

describe('wallet_watchAsset on the devnet', () => {
  test("error: X-050 a contract that is no token (an ERC-721, an ERC-1155) → W-146 'Invalid token'", async () => {
    const engine = engineOnLocalChain(devnet())
    for (const [id, address] of [fixtureAddresses.nft, fixtureAddresses.multiToken].entries()) {
      const answer = engine.request({
        id,
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: { address } },
      })
      expect(await wireErrorOf(answer)).toEqual({
        code: -32602,
        message: 'Invalid token',
        data: { code: 'W-146' },
      })
    }
  })
})
