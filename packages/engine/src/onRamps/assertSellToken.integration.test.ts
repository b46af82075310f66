import { startLocalChain } from '@tessera/chains/testing'
import { fixtureAddresses, fixtureTokens, testUserAccount } from '@tessera/devnet'
import { describe, expect, test } from 'vitest'
import { engineOnLocalChain } from '../testing/engineOnLocalChain.js'
import { startedForFile } from '../testing/startedForFile.js'
import { assertSellToken } from './assertSellToken.js'

const devnet = startedForFile(startLocalChain)

/** The check of a sell of `contractAddress` said to have `decimals`, on anvil. */
const check = (contractAddress: string, decimals: number) =>
  assertSellToken(engineOnLocalChain(devnet()).tokens, {
    networkId: devnet().network.id,
    contractAddress,
    decimals,
  })

describe('assertSellToken (anvil)', () => {
  test('default: #20 an ERC-20 whose decimals() is what the card on-ramp says may be sold; the chain coin needs no check', async () => {
    await expect(check(fixtureAddresses.tusd, fixtureTokens.tusd.decimals)).resolves.toBe(undefined)
    await expect(check('NATIVE', 18)).resolves.toBe(undefined)
  })

  test('error: #20 decimals() other than the card on-ramp says: W-146 Invalid token, naming both', async () => {
    await expect(check(fixtureAddresses.tusd, 18)).rejects.toMatchObject({
      code: 'W-146',
      shortMessage: 'Invalid token',
      details: `${fixtureAddresses.tusd} has 6 decimals, the order says 18`,
    })
  })

  test('error: #20 an address without code (an account): W-115 Invalid contract address', async () => {
    await expect(check(testUserAccount.address, 6)).rejects.toMatchObject({
      code: 'W-115',
      shortMessage: 'Invalid contract address',
    })
    await expect(check('0x1234', 6)).rejects.toMatchObject({ code: 'W-115' })
  })

  test('error: #20 a contract that tells no decimals() (an NFT): W-146', async () => {
    await expect(check(fixtureAddresses.nft, 0)).rejects.toMatchObject({
      code: 'W-146',
      details: `${fixtureAddresses.nft} tells no decimals()`,
    })
  })
})
