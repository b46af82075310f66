import {
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  isAddress,
  parseEther,
} from 'viem'
import { faucetAccount } from '../devnetAccounts.js'

/** A local chain the faucet pays on. */
export type FaucetChain = { readonly id: number; readonly rpcUrl: string }

export type CreateEvmFaucetParameters = {
  readonly chains: readonly FaucetChain[]
  /** What one request gets; 1 ETH unless told. */
  readonly amountWei?: bigint
  /** The clock, for tests of the hour's end. */
  readonly now?: () => number
}

/** A payment the faucet made. */
export type FaucetPayment = {
  readonly address: Address
  readonly chainId: number
  /** In wei, as a decimal string. */
  readonly amountWei: string
  readonly hash: Hash
}

/** What `POST /faucet` answers: the payment, or a status and a message saying what is wrong. */
export type FaucetAnswer =
  | { readonly status: 200; readonly body: FaucetPayment }
  | { readonly status: 400 | 429; readonly body: { readonly error: string } }

export type EvmFaucet = {
  /** Pays `{ address, chainId }` (the JSON body of a request) once its transfer is mined. */
  fund(body: Record<string, unknown>): Promise<FaucetAnswer>
}

/** An address is paid once per chain per hour. */
const cooldownMs = 3_600_000
const receiptPollMs = 100

/**
 * The local chains' faucet (issue #17): sends test ETH from the devnet's faucet account, whose key
 * stays in this process, to a new wallet. One payment per address per chain per hour, so a
 * page cannot drain it; a refused request says when to come back. Payments are sent one at a
 * time, so their nonces never collide.
 */
export function createEvmFaucet({
  chains,
  amountWei = parseEther('1'),
  now = Date.now,
}: CreateEvmFaucetParameters): EvmFaucet {
  const paidAt = new Map<string, number>()
  let sending: Promise<unknown> = Promise.resolve()

  const send = (chain: FaucetChain, to: Address): Promise<Hash> => {
    const transport = http(chain.rpcUrl)
    const next = sending.then(async () => {
      const wallet = createWalletClient({ account: faucetAccount, transport })
      const hash = await wallet.sendTransaction({ to, value: amountWei, chain: null })
      const reader = createPublicClient({ transport, pollingInterval: receiptPollMs })
      await reader.waitForTransactionReceipt({ hash })
      return hash
    })
    sending = next.catch(() => undefined)
    return next
  }

  return {
    async fund(body) {
      const { address, chainId } = body
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        return refused(400, 'address must be a 0x-prefixed 20-byte hex address')
      const chain = chains.find((candidate) => candidate.id === chainId)
      if (!chain)
        return refused(
          400,
          `chainId must be one of the local chains: ${chains.map(({ id }) => id).join(', ')}`,
        )
      const to = getAddress(address)
      const key = `${chain.id}:${to}`
      const last = paidAt.get(key)
      if (last !== undefined && now() - last < cooldownMs) {
        const minutes = Math.ceil((last + cooldownMs - now()) / 60_000)
        return refused(
          429,
          `${to} already received test ETH on chain ${chain.id}: the faucet pays an address once an hour, try again in ${minutes} min`,
        )
      }
      // Taken before sending, so two requests at once are still one payment.
      paidAt.set(key, now())
      try {
        const hash = await send(chain, to)
        return {
          status: 200,
          body: { address: to, chainId: chain.id, amountWei: amountWei.toString(), hash },
        }
      } catch (error) {
        paidAt.delete(key)
        throw error
      }
    },
  }
}

function refused(status: 400 | 429, error: string): FaucetAnswer {
  return { status, body: { error } }
}
