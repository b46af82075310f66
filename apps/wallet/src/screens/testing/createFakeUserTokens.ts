import { evmAdapter } from '@tessera/chains/evm'
import type { CustomToken, NetworkConfig, NetworkId, UserTokens } from '@tessera/engine'
import { WalletError } from '@tessera/errors'
import { getAddress, isAddress } from 'viem'
import { chainTokens, mainnetTokenAddress } from './fixtures.js'

export type FakeUserTokens = UserTokens & {
  /** Every address `lookup` was asked about, as given. */
  readonly lookups: string[]
}

const mainnet: NetworkId = 'eip155:1'

/**
 * The engine's UserTokens for screen tests: contracts from `chainTokens`, the SPEC §5 checks
 * (W-115, W-142, W-143, W-146) as the engine makes them, and added tokens kept in memory per
 * network.
 * The form's own rules (complete address, W-110 / W-115 on Save, the mainnet picker) and the
 * known-token catalogue are the EVM family's and the engine's (`rules`), never faked.
 */
export function createFakeUserTokens(parameters: {
  readonly selected: () => NetworkConfig
  readonly networkOf: (networkId: NetworkId) => NetworkConfig
  readonly rules: Pick<UserTokens, 'known'>
}): FakeUserTokens {
  const { selected, networkOf, rules } = parameters
  const family = evmAdapter.customTokens
  if (!family) throw new Error('the EVM family takes custom tokens')
  const added = new Map<NetworkId, CustomToken[]>()
  const lookups: string[] = []
  const list = (networkId: NetworkId) => added.get(networkId) ?? []
  const check = (address: string) => {
    const { id } = selected()
    if (list(id).some((token) => token.address === address)) throw new WalletError('W-142')
    if (id !== mainnet && address === mainnetTokenAddress) throw new WalletError('W-143')
  }
  return {
    lookups,
    list,
    known: rules.known,
    isAddressComplete: family.isAddressComplete,
    offersPicker: (networkId) => family.offersPicker(networkOf(networkId)),
    lookup: async (input) => {
      lookups.push(input)
      const text = input.trim()
      if (!isAddress(text, { strict: false })) throw new WalletError('W-115')
      const address = getAddress(text)
      check(address)
      const token = chainTokens[address]
      if (!token) throw new WalletError('W-115', { details: 'no contract at this address' })
      if (token.symbol === undefined && token.decimals === undefined)
        throw new WalletError('W-146', { details: 'no symbol() and no decimals()' })
      return { address, ...token }
    },
    read: async (_networkId, input) => {
      const token = isAddress(input, { strict: false }) ? chainTokens[getAddress(input)] : undefined
      if (!token) throw new WalletError('W-115', { details: 'no contract at this address' })
      return token
    },
    add: async (form) => {
      const token = family.validate(form)
      check(token.address)
      const { id } = selected()
      added.set(id, [...list(id), token])
    },
  }
}
