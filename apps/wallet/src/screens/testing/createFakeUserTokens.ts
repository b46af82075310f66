import type { CustomToken, UserTokens } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { type Address, getAddress, isAddress } from 'viem'
import { chainTokens, mainnetTokenAddress } from './fixtures.js'

export type FakeUserTokens = UserTokens & {
  /** Every address `lookup` was asked about, as given. */
  readonly lookups: string[]
}

/**
 * The engine's UserTokens for screen tests: contracts from `chainTokens`, the SPEC §5 checks
 * (W-115, W-142, W-143) as the engine makes them, and added tokens kept in memory per chain.
 */
export function createFakeUserTokens(selectedChainId: () => number): FakeUserTokens {
  const added = new Map<number, CustomToken[]>()
  const lookups: string[] = []
  const list = (chainId: number) => added.get(chainId) ?? []
  const check = (address: Address) => {
    const chainId = selectedChainId()
    if (list(chainId).some((token) => token.address === address)) throw new WalletError('W-142')
    if (chainId !== 1 && address === mainnetTokenAddress) throw new WalletError('W-143')
  }
  return {
    lookups,
    list,
    lookup: async (input) => {
      lookups.push(input)
      const text = input.trim()
      if (!isAddress(text, { strict: false })) throw new WalletError('W-115')
      const address = getAddress(text)
      check(address)
      const token = chainTokens[address]
      if (!token) throw new WalletError('W-115', { details: 'no contract at this address' })
      return { address, ...token }
    },
    add: async (token) => {
      check(token.address)
      const chainId = selectedChainId()
      added.set(chainId, [...list(chainId), token])
    },
  }
}
