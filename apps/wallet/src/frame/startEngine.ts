import type { WalletEngine } from '@tessera/engine'
import { privateKeyToAccount } from 'viem/accounts'
import type { RpcConfigStore } from '../session/createRpcConfigStore.js'
import type { StartEngine } from './FrameEngine.js'

/**
 * Builds the engine for a login (contracts.md @tessera/engine) on the networks remembered for
 * its address (SPEC §3 'last RPC config per address'), else the app's chains and default chain;
 * every network change is remembered again. Loaded lazily: the login frame does not carry the
 * engine until someone logs in.
 */
export async function startEngine(
  parameters: Parameters<StartEngine>[0] & { readonly rpcConfigs: RpcConfigStore },
): Promise<WalletEngine> {
  const { createWalletEngine } = await import('@tessera/engine')
  const { user, appMode, rpcConfigs } = parameters
  const appChains = parameters.chains
  const { chains, selectedChainId } = rpcConfigs.restore(user.address, appChains)
  const selected =
    selectedChainId ?? (chains.find((chain) => chain.defaultChain) ?? chains[0])?.chainId
  if (selected === undefined) throw new Error('the app has no chains')
  const remember = () =>
    rpcConfigs.save(user.address, {
      networks: engine.networks.list(),
      selectedChainId: engine.networks.selected().chainId,
      appChainIds: appChains.map((chain) => chain.chainId),
    })
  const engine = createWalletEngine({
    account: privateKeyToAccount(user.privateKey),
    privateKey: user.privateKey,
    chains,
    selectedChainId: selected,
    appMode,
    onEvent: (event) => {
      if (event.type === 'chainChanged' || event.type === 'networksChanged') remember()
      if (event.type === 'chainChanged') parameters.onChainChanged(event.chainId)
      if (event.type === 'accountsChanged') parameters.onAccountsChanged(event.address)
    },
  })
  return engine
}
