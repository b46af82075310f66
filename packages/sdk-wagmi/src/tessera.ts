import {
  Tessera,
  type TesseraOptions,
  type TesseraProvider,
  tesseraProviderInfo,
} from '@tessera/sdk'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import {
  type Address,
  type Chain,
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'

/** Either the app's own Tessera instance (shared with the rest of the app) or its options. */
export type TesseraConnectorParameters = { readonly instance: Tessera } | TesseraOptions

type ProviderError = Error & { code?: number }

type SwitchChainParameters = {
  readonly chainId: number
  readonly addEthereumChainParameter?:
    | {
        readonly chainName?: string | undefined
        readonly nativeCurrency?: Chain['nativeCurrency'] | undefined
        readonly rpcUrls?: readonly string[] | undefined
        readonly blockExplorerUrls?: readonly string[] | undefined
      }
    | undefined
}

const isUserRejection = (error: unknown) => (error as ProviderError).code === 4001

/**
 * A wagmi connector for the Tessera wallet: connect sends `eth_requestAccounts`, which opens the
 * SDK's login modal while nobody is logged in; disconnect logs out, and the provider's EIP-1193
 * events feed wagmi.
 *
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [tessera({ appId, walletUrl })],
 *   transports: { [mainnet.id]: http() } })
 */
export function tessera(parameters: TesseraConnectorParameters) {
  let instance: Tessera | undefined
  const getTessera = () => {
    instance ??= 'instance' in parameters ? parameters.instance : new Tessera(parameters)
    return instance
  }
  const request = (method: string, params?: unknown[]) =>
    getTessera().provider.request(params ? { method, params } : { method })

  return createConnector<TesseraProvider>((config) => {
    const onAccountsChanged = (accounts: string[]) => {
      if (accounts.length === 0) onDisconnect()
      else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
    }
    const onChainChanged = (chainId: string) =>
      config.emitter.emit('change', { chainId: Number(chainId) })
    const onDisconnect = () => {
      unsubscribe()
      config.emitter.emit('disconnect')
    }
    async function switchChain({ chainId, addEthereumChainParameter }: SwitchChainParameters) {
      const chain = config.chains.find(({ id }) => id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      const hexChainId = numberToHex(chainId)
      try {
        await request('wallet_switchEthereumChain', [{ chainId: hexChainId }])
      } catch (error) {
        if (isUserRejection(error)) throw new UserRejectedRequestError(error as Error)
        if ((error as ProviderError).code !== 4902) throw new SwitchChainError(error as Error)
        // EIP-3326: unknown to the wallet (4902), so add it (EIP-3085), which also switches.
        await request('wallet_addEthereumChain', [
          {
            chainId: hexChainId,
            chainName: addEthereumChainParameter?.chainName ?? chain.name,
            nativeCurrency: addEthereumChainParameter?.nativeCurrency ?? chain.nativeCurrency,
            rpcUrls: addEthereumChainParameter?.rpcUrls ?? [...chain.rpcUrls.default.http],
            blockExplorerUrls: addEthereumChainParameter?.blockExplorerUrls ?? [
              ...(chain.blockExplorers?.default.url ? [chain.blockExplorers.default.url] : []),
            ],
          },
        ]).catch((addError: unknown) => {
          throw isUserRejection(addError)
            ? new UserRejectedRequestError(addError as Error)
            : new SwitchChainError(addError as Error)
        })
      }
      config.emitter.emit('change', { chainId })
      return chain
    }

    const subscribe = () =>
      getTessera()
        .provider.on('accountsChanged', onAccountsChanged)
        .on('chainChanged', onChainChanged)
        .on('disconnect', onDisconnect)
    const unsubscribe = () =>
      getTessera()
        .provider.removeListener('accountsChanged', onAccountsChanged)
        .removeListener('chainChanged', onChainChanged)
        .removeListener('disconnect', onDisconnect)

    return {
      id: 'tessera',
      name: tesseraProviderInfo.name,
      icon: tesseraProviderInfo.icon,
      rdns: tesseraProviderInfo.rdns,
      type: 'tessera',
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let accounts: readonly Address[]
        try {
          accounts = isReconnecting
            ? await this.getAccounts()
            : ((await request('eth_requestAccounts')) as string[]).map((a) => getAddress(a))
        } catch (error) {
          throw isUserRejection(error) ? new UserRejectedRequestError(error as Error) : error
        }
        unsubscribe()
        subscribe()
        let currentChainId = await this.getChainId()
        if (chainId && chainId !== currentChainId)
          currentChainId = (await switchChain({ chainId })).id
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: currentChainId,
        }
      },
      async disconnect() {
        unsubscribe()
        await getTessera().logout()
      },
      async getAccounts() {
        return ((await request('eth_accounts')) as string[]).map((a) => getAddress(a))
      },
      async getChainId() {
        return Number(await request('eth_chainId'))
      },
      async getProvider() {
        return getTessera().provider
      },
      async isAuthorized() {
        try {
          await getTessera().init()
          return getTessera().provider.isConnected()
        } catch {
          return false // no wallet frame: not authorised, wagmi shows the connector as disconnected
        }
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
