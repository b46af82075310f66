import { fixtureAddresses, fixtureTokens, testUserAccount } from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import { WalletError } from '@tessera/errors'
import { describe, expect, test } from 'vitest'
import { startLocalChain } from '../testing/startLocalChains.js'
import { isTokenAddressComplete, lookupCustomToken } from './lookupCustomToken.js'

const mainnetUsdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('lookupCustomToken', () => {
  const devnet = startedForFile(startLocalChain)

  const lookup = (address: string, addedAddresses: string[] = []) =>
    lookupCustomToken({
      client: devnet().client,
      network: devnet().network,
      address,
      addedAddresses,
    })
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error instanceof WalletError ? error.code : error),
    )

  test('default: T-012 symbol, decimals and name are read from the contract (H-029)', async () => {
    expect(await lookup(`  ${fixtureAddresses.tusd.toLowerCase()} `)).toEqual({
      address: fixtureAddresses.tusd,
      symbol: fixtureTokens.tusd.symbol,
      decimals: fixtureTokens.tusd.decimals,
      name: fixtureTokens.tusd.name,
    })
  })

  test('behavior: what the contract does not say is left for the user (an NFT has no decimals)', async () => {
    const nft = await lookup(fixtureAddresses.nft)
    expect(nft.symbol).toBe('TILE')
    expect(nft.decimals).toBeUndefined()
  })

  test('behavior: the lookup runs once the trimmed address has 42 characters', () => {
    expect(isTokenAddressComplete(` ${fixtureAddresses.tst} `)).toBe(true)
    expect(isTokenAddressComplete(fixtureAddresses.tst.slice(0, 41))).toBe(false)
  })

  test("error: T-013 W-142 'Token already added' (any letter case)", async () => {
    expect(await codeOf(lookup(fixtureAddresses.tst, [fixtureAddresses.tst.toUpperCase()]))).toBe(
      'W-142',
    )
  })

  test("error: T-014 W-143 'Token belongs to Ethereum Mainnet' off mainnet", async () => {
    const error = await lookup(mainnetUsdc).catch((e: WalletError) => e)
    expect(error).toMatchObject({
      code: 'W-143',
      shortMessage: 'Token belongs to Ethereum Mainnet',
    })
  })

  test("error: X-050 W-146 'Invalid token' for a contract that tells neither symbol nor decimals", async () => {
    const error = await lookup(fixtureAddresses.multiToken).catch((e: WalletError) => e)
    expect(error).toMatchObject({ code: 'W-146', shortMessage: 'Invalid token' })
  })

  test('error: T-015 W-115 for an account without contract code, or not an address', async () => {
    expect(await codeOf(lookup(testUserAccount.address))).toBe('W-115')
    expect(await codeOf(lookup('0xnot-an-address-but-42-characters-long!!!'))).toBe('W-115')
  })
})
