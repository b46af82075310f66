import {
  type Address,
  BaseError,
  type Chain,
  createWalletClient,
  custom,
  defineChain,
  publicActions,
  SwitchChainError,
} from 'viem'
import type { DemoProvider } from '../../adapters/WalletAdapter.js'
import type { DemoChain } from '../../config/DemoRuntimeConfig.js'
import {
  type DappClient,
  dappCalls,
  dappMessage,
  dappStoredNumber,
  dappTransfer,
  dappTypedData,
} from '../dappScenario.js'
import { storedNumberContract } from '../storedNumberContract.js'

/** How often viem asks the wallet for a receipt or a batch status (a local chain mines at once). */
const pollingInterval = 250

/**
 * The dapp's actions written as a viem dapp writes them: a wallet client over the page's
 * EIP-1193 provider (`custom(provider)`) and viem's own wallet actions, nothing Tessera-specific.
 */
export function createViemDapp(provider: DemoProvider, chains: readonly DemoChain[]): DappClient {
  const client = createWalletClient({ transport: custom(provider), pollingInterval }).extend(
    publicActions,
  )
  const account = async (): Promise<Address> => {
    const [address] = await client.getAddresses()
    if (!address) throw new Error('No account: connect first')
    return address
  }
  const currentChain = async (): Promise<Chain> => {
    const id = await client.getChainId()
    const chain = chains.find((candidate) => candidate.id === id)
    if (!chain) throw new Error(`The wallet is on chain ${id}, which this dapp does not know`)
    return viemChain(chain)
  }
  return {
    connect: async () => {
      const [address] = await client.requestAddresses()
      if (!address) throw new Error('The wallet answered no account')
      return address
    },
    signMessage: async () => client.signMessage({ account: await account(), message: dappMessage }),
    signTypedData: async () => {
      const address = await account()
      return client.signTypedData({
        account: address,
        ...dappTypedData(address, await client.getChainId()),
      })
    },
    sendTransaction: async () =>
      client.sendTransaction({
        account: await account(),
        chain: await currentChain(),
        ...dappTransfer,
      }),
    deployContract: async () => {
      const hash = await client.deployContract({
        account: await account(),
        chain: await currentChain(),
        ...storedNumberContract,
        args: [dappStoredNumber],
      })
      const { contractAddress } = await client.waitForTransactionReceipt({ hash })
      if (!contractAddress) throw new Error(`Deployment ${hash} created no contract`)
      return { hash, address: contractAddress }
    },
    sendCalls: async () => {
      const { id } = await client.sendCalls({
        account: await account(),
        chain: await currentChain(),
        calls: dappCalls,
      })
      return id
    },
    waitForCalls: async (id) => {
      const { statusCode, receipts = [] } = await client.waitForCallsStatus({ id })
      return { status: statusCode, transactionHashes: receipts.map((r) => r.transactionHash) }
    },
    showCalls: (id) => client.showCallsStatus({ id }),
    switchChain: async (chain) => {
      try {
        await client.switchChain({ id: chain.id })
      } catch (error) {
        // The common dapp fallback: the wallet does not know the chain yet, so add it.
        if (!isChainNotRecognized(error)) throw error
        await client.addChain({ chain: viemChain(chain) })
      }
      return client.getChainId()
    },
  }
}

function viemChain(chain: DemoChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

function isChainNotRecognized(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof SwitchChainError) instanceof SwitchChainError
  )
}
