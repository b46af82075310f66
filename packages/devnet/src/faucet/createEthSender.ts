import {
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  http,
} from 'viem'

/** A local chain test ETH is paid on. */
export type FaucetChain = { readonly id: number; readonly rpcUrl: string }

export type EthSender = {
  /** Sends `amountWei` to `to` on `chain`; resolves with the hash once mined, throws if it reverted. */
  send(chain: FaucetChain, to: Address, amountWei: bigint): Promise<Hash>
}

const receiptPollMs = 100

/**
 * Pays test ETH on the local chains from one funded devnet `account`, whose key stays in this
 * process (the faucet of issue #17, the second on-ramp's stand-in of issue #20). Transfers are
 * sent one at a time, so their nonces never collide; give each payer an account of its own.
 */
export function createEthSender(account: Account): EthSender {
  let sending: Promise<unknown> = Promise.resolve()
  return {
    send(chain, to, amountWei) {
      const transport = http(chain.rpcUrl)
      const next = sending.then(async () => {
        const wallet = createWalletClient({ account, transport })
        const hash = await wallet.sendTransaction({ to, value: amountWei, chain: null })
        const reader = createPublicClient({ transport, pollingInterval: receiptPollMs })
        const { status } = await reader.waitForTransactionReceipt({ hash })
        if (status !== 'success') throw new Error(`the transfer ${hash} reverted`)
        return hash
      })
      sending = next.catch(() => undefined)
      return next
    },
  }
}
