import { privateKeyToAccount } from 'viem/accounts'
import type { StartEngine } from './FrameEngine.js'

/**
 * Builds the engine for a login (contracts.md @tessera/engine) on the app's default chain. Loaded
 * lazily: the login frame does not carry the engine until someone logs in.
 */
export const startEngine: StartEngine = async (parameters) => {
  const { createWalletEngine } = await import('@tessera/engine')
  const { user, chains, appMode } = parameters
  const selected = chains.find((chain) => chain.defaultChain) ?? chains[0]
  if (!selected) throw new Error('the app has no chains')
  return createWalletEngine({
    account: privateKeyToAccount(user.privateKey),
    privateKey: user.privateKey,
    chains,
    selectedChainId: selected.chainId,
    appMode,
    onEvent: (event) => {
      if (event.type === 'chainChanged') parameters.onChainChanged(event.chainId)
      if (event.type === 'accountsChanged') parameters.onAccountsChanged(event.address)
    },
  })
}
