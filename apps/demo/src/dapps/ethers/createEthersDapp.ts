import { BrowserProvider, ContractFactory, toQuantity } from 'ethers'
import type { DemoProvider } from '../../adapters/WalletAdapter.js'
import { addChainParameters } from '../../requests/demoRequests.js'
import {
  type CallsOutcome,
  type DappClient,
  dappCalls,
  dappMessage,
  dappStoredNumber,
  dappTransfer,
  dappTypedData,
  firstFinalCallsStatus,
} from '../dappScenario.js'
import { storedNumberContract } from '../storedNumberContract.js'

/** How often the dapp asks for a batch's status until it is final. */
const callsPollMs = 250

/** wallet_getCallsStatus as EIP-5792 answers it, the fields this dapp reads. */
type CallsStatus = { status: number; receipts?: { transactionHash: string }[] }

/**
 * The dapp's actions written as an ethers v6 dapp writes them: a `BrowserProvider` over the
 * page's EIP-1193 provider, its signer, `ContractFactory`, and `send` for the EIP-5792 and
 * chain methods ethers has no helper for. A new `BrowserProvider` per action, as ethers asks
 * once the wallet may have changed chains.
 */
export function createEthersDapp(provider: DemoProvider): DappClient {
  const browser = () => new BrowserProvider(provider)
  const chainId = async (ethers: BrowserProvider) => Number((await ethers.getNetwork()).chainId)
  return {
    connect: async () => (await browser().getSigner()).getAddress(),
    signMessage: async () => (await browser().getSigner()).signMessage(dappMessage),
    signTypedData: async () => {
      const ethers = browser()
      const signer = await ethers.getSigner()
      const address = signer.address as `0x${string}`
      const { domain, types, message } = dappTypedData(address, await chainId(ethers))
      return signer.signTypedData(domain, { Greeting: [...types.Greeting] }, message)
    },
    sendTransaction: async () => {
      const transaction = await (await browser().getSigner()).sendTransaction(dappTransfer)
      return transaction.hash
    },
    deployContract: async () => {
      const { abi, bytecode } = storedNumberContract
      const factory = new ContractFactory(abi, bytecode, await browser().getSigner())
      const contract = await (await factory.deploy(dappStoredNumber)).waitForDeployment()
      const hash = contract.deploymentTransaction()?.hash
      if (!hash) throw new Error('ethers returned no deployment transaction')
      return { hash, address: await contract.getAddress() }
    },
    sendCalls: async () => {
      const ethers = browser()
      const signer = await ethers.getSigner()
      const calls = dappCalls.map(({ to, value }) => ({ to, value: toQuantity(value) }))
      const { id } = (await ethers.send('wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: toQuantity(await chainId(ethers)),
          from: signer.address,
          atomicRequired: false,
          calls,
        },
      ])) as { id: string }
      return id
    },
    waitForCalls: async (id) => {
      const ethers = browser()
      for (;;) {
        const { status, receipts = [] } = (await ethers.send('wallet_getCallsStatus', [
          id,
        ])) as CallsStatus
        if (status >= firstFinalCallsStatus)
          return {
            status,
            transactionHashes: receipts.map((receipt) => receipt.transactionHash),
          } satisfies CallsOutcome
        await new Promise((resolve) => setTimeout(resolve, callsPollMs))
      }
    },
    showCalls: async (id) => {
      await browser().send('wallet_showCallsStatus', [id])
    },
    switchChain: async (chain) => {
      const ethers = browser()
      try {
        await ethers.send('wallet_switchEthereumChain', [{ chainId: toQuantity(chain.id) }])
      } catch (error) {
        // The common dapp fallback: the wallet does not know the chain yet, so add it.
        if (!isChainNotRecognized(error)) throw error
        await ethers.send('wallet_addEthereumChain', [addChainParameters(chain)])
      }
      return chainId(browser())
    },
  }
}

/** ethers keeps the wallet's EIP-1193 error under `error`: 4902 is an unknown chain. */
function isChainNotRecognized(error: unknown): boolean {
  const cause = (error as { error?: { code?: unknown } } | null)?.error
  return cause?.code === 4902
}
