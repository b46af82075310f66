import { testUserAccount } from '@tessera/devnet'
import { toHex } from 'viem'
import { createWalletEngine } from '../createWalletEngine.js'
import type { LocalChain } from './startLocalChains.js'

/** An engine of the devnet test user (who holds the fixtures) on one local chain, selected. */
export function engineOnLocalChain({ network }: Pick<LocalChain, 'network'>) {
  return createWalletEngine({
    account: testUserAccount,
    privateKey: toHex(testUserAccount.getHdKey().privateKey as Uint8Array),
    chains: [network],
    selectedChainId: network.chainId,
    appMode: 'full',
    onEvent: () => undefined,
  })
}
