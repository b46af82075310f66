// What the dapp pages ask the wallet for, the same through viem and through ethers.
import type { DemoChain } from '../config/DemoRuntimeConfig.js'
import { demoRecipient, demoTransferValueWei } from '../requests/demoRequests.js'

/** The message both dapps sign with personal_sign. */
export const dappMessage = 'Sign in to the dapp demo'

/** The number the dapps' contract is deployed with (`storedNumberContract`). */
export const dappStoredNumber = 1_717n

/** The EIP-712 types of the dapps' typed data. */
export const dappTypes = {
  Greeting: [
    { name: 'from', type: 'address' },
    { name: 'text', type: 'string' },
  ],
} as const

/** The dapps' typed data for `address` on `chainId` (the wallet refuses another chain's domain). */
export function dappTypedData(address: `0x${string}`, chainId: number) {
  return {
    domain: { name: 'Tessera dapp demo', version: '1', chainId },
    types: dappTypes,
    primaryType: 'Greeting',
    message: { from: address, text: 'Hello from a dapp' },
  } as const
}

/** The transfer both dapps send: 0.001 ETH to anvil's account 0. */
export const dappTransfer = { to: demoRecipient, value: demoTransferValueWei } as const

/** The batch both dapps send with wallet_sendCalls: two transfers to anvil's account 0. */
export const dappCalls = [
  { to: demoRecipient, value: demoTransferValueWei },
  { to: demoRecipient, value: 2n * demoTransferValueWei },
] as const

/** What the deploy button shows: the deployment's hash and the new contract's address. */
export type DeployedContract = { hash: string; address: string }

/** EIP-5792 statuses from 200 on are final: the wallet will not change them. */
export const firstFinalCallsStatus = 200

/** What the calls status button shows: the final EIP-5792 status code and the calls' hashes. */
export type CallsOutcome = { status: number; transactionHashes: string[] }

/**
 * One dapp's wallet actions, each written with its library's own calls over the EIP-1193
 * provider the page found through EIP-6963.
 */
export type DappClient = {
  /** eth_requestAccounts: the account the dapp acts for. */
  connect(): Promise<string>
  signMessage(): Promise<string>
  signTypedData(): Promise<string>
  /** Answers the transaction's hash. */
  sendTransaction(): Promise<string>
  deployContract(): Promise<DeployedContract>
  /** wallet_sendCalls of {@link dappCalls}: answers the batch id. */
  sendCalls(): Promise<string>
  /** Waits until wallet_getCallsStatus of batch `id` is final; answers that status. */
  waitForCalls(id: string): Promise<CallsOutcome>
  /** wallet_showCallsStatus of batch `id`: the wallet shows it to the user; answers nothing. */
  showCalls(id: string): Promise<void>
  /**
   * Switches to `chain`, adding it first when the wallet does not know it (4902); answers the
   * chain id the library reads afterwards.
   */
  switchChain(chain: DemoChain): Promise<number>
}
