import { fixtureAddresses, fixtureTokens, testUserAccount } from '@tessera/devnet'
import { startedForFile } from '@tessera/engine/testing'
import { WalletError } from '@tessera/errors'
import type { Address } from 'viem'
import { getBalance } from 'viem/actions'
import { describe, expect, test } from 'vitest'
import type { TokenInfo } from '../../assets/AssetEntry.js'
import { startLocalChain } from '../testing/startLocalChains.js'
import { unreachableClient } from '../testing/unreachableClient.js'
import { readBalances } from './readBalances.js'

const owner = testUserAccount.address
const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const tst: TokenInfo = { address: fixtureAddresses.tst, ...fixtureTokens.tst, logo: 'TST.svg' }
const tusd: TokenInfo = { address: fixtureAddresses.tusd, ...fixtureTokens.tusd }

describe('readBalances', () => {
  const devnet = startedForFile(startLocalChain)

  test('default: H-018 native first, then tokens with on-chain balances (C-026, H-027)', async () => {
    const assets = await readBalances({
      client: devnet().client,
      owner,
      native,
      tokens: [tst, tusd],
    })
    const nativeBalance = await getBalance(devnet().client, { address: owner })
    expect(assets).toEqual([
      { address: 'native', name: 'Ether', symbol: 'ETH', decimals: 18, balance: nativeBalance },
      {
        address: fixtureAddresses.tst,
        name: 'Tessera Test Token',
        symbol: 'TST',
        decimals: 18,
        balance: fixtureTokens.tst.supply,
        logo: 'TST.svg',
      },
      {
        address: fixtureAddresses.tusd,
        name: 'Tessera USD',
        symbol: 'TUSD',
        decimals: 6,
        balance: fixtureTokens.tusd.supply,
      },
    ])
  })

  test('behavior: one RPC request through Multicall3, for 2 tokens as for 300', async () => {
    const many: TokenInfo[] = Array.from({ length: 300 }, (_, index) =>
      index % 2 === 0 ? tst : tusd,
    )
    for (const tokens of [[tst, tusd], many]) {
      const before = devnet().requestCount()
      const assets = await readBalances({ client: devnet().client, owner, native, tokens })
      expect(devnet().requestCount() - before).toBe(1)
      expect(assets).toHaveLength(tokens.length + 1)
      expect(assets.at(-1)?.balance).toBeGreaterThan(0n)
    }
  })

  test('behavior: X-071 a token whose balanceOf fails reads as null; the others still load', async () => {
    const notAToken: TokenInfo = {
      address: '0x000000000000000000000000000000000000dEaD' as Address,
      symbol: 'NOPE',
      decimals: 18,
    }
    const assets = await readBalances({
      client: devnet().client,
      owner,
      native,
      tokens: [notAToken, tst],
    })
    expect(assets.map((asset) => asset.balance)).toEqual([
      expect.any(BigInt),
      null,
      fixtureTokens.tst.supply,
    ])
    expect(assets[1]?.name).toBe('NOPE')
  })

  test('error: W-126 when the node cannot be reached', async () => {
    const client = unreachableClient(devnet().chain)
    const error = await readBalances({ client, owner, native, tokens: [tst] }).catch((e) => e)
    expect(error).toBeInstanceOf(WalletError)
    expect(error.code).toBe('W-126')
  })
})
