import type { WalletEngine } from '@tessera/engine'
import { privateKeyToAccount } from 'viem/accounts'
import type { LocalStorageKeys } from '../session/walletStorageKeys.js'
import { createAssetContractsStore } from '../storage/createAssetContractsStore.js'
import type { ScopedStorage } from '../storage/createScopedStorage.js'
import type { StartEngine } from './FrameEngine.js'

/**
 * Builds the engine for a login (contracts.md @tessera/engine) on the app's default chain, with
 * the user's added tokens and NFTs kept in per-app storage (SPEC §3). Loaded lazily: the login
 * frame does not carry the engine until someone logs in.
 */
export async function startEngine(
  parameters: Parameters<StartEngine>[0],
  storage: { readonly local: ScopedStorage<LocalStorageKeys> },
): Promise<WalletEngine> {
  const { createAssetBook, createWalletEngine } = await import('@tessera/engine')
  const { user, chains, appMode } = parameters
  const selected = chains.find((chain) => chain.defaultChain) ?? chains[0]
  if (!selected) throw new Error('the app has no chains')
  const stored = createAssetContractsStore({ local: storage.local, address: user.address })
  return createWalletEngine({
    account: privateKeyToAccount(user.privateKey),
    privateKey: user.privateKey,
    chains,
    selectedChainId: selected.chainId,
    appMode,
    assets: createAssetBook({ assets: stored.load(), onChange: stored.save }),
    onEvent: (event) => {
      if (event.type === 'chainChanged') parameters.onChainChanged(event.chainId)
      if (event.type === 'accountsChanged') parameters.onAccountsChanged(event.address)
    },
  })
}
