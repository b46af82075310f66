import { evmAdapter } from '@tessera/chains/evm'
import type { LocalChain } from '@tessera/chains/testing'
import { testUserAccount } from '@tessera/devnet'
import { toHex } from 'viem'
import { createWalletEngine } from '../createWalletEngine.js'
import type { CreateWalletEngineParameters } from '../WalletEngine.js'

/**
 * An engine of the devnet test user (who holds the fixtures) on one local chain, selected; the
 * overrides add what a test needs (more networks, stores shared with another engine).
 */
export function engineOnLocalChain(
  { network }: Pick<LocalChain, 'network'>,
  overrides: Partial<CreateWalletEngineParameters> = {},
) {
  return createWalletEngine({
    adapter: evmAdapter,
    privateKey: toHex(testUserAccount.getHdKey().privateKey as Uint8Array),
    chains: [network],
    selectedNetworkId: network.id,
    appMode: 'full',
    isKeyExportAllowed: false,
    onEvent: () => undefined,
    ...overrides,
  })
}
