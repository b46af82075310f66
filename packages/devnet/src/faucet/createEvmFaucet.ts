import { type Address, getAddress, type Hash, isAddress, parseEther } from 'viem'
import { faucetAccount } from '../devnetAccounts.js'
import { createEthSender, type FaucetChain } from './createEthSender.js'

export type CreateEvmFaucetParameters = {
  readonly chains: readonly FaucetChain[]
  /** What one request gets; 1 ETH unless told. */
  readonly amountWei?: bigint
  /** Payments per chain per hour, all addresses together; 100 unless told. */
  readonly paymentsPerHour?: number
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

/**
 * The local chains' faucet (issue #17): sends test ETH from the devnet's faucet account, whose key
 * stays in this process, to a new wallet. One payment per address per chain per hour, and at most
 * `paymentsPerHour` per chain in all, so a page making fresh addresses cannot drain it either; a
 * refused request says when to come back. Payments go through `createEthSender` (one at a time),
 * and one counts only once its transfer is mined and succeeded.
 */
export function createEvmFaucet({
  chains,
  amountWei = parseEther('1'),
  paymentsPerHour = 100,
  now = Date.now,
}: CreateEvmFaucetParameters): EvmFaucet {
  /** `chainId:address` → when it was paid, oldest first; entries older than an hour are dropped. */
  const paidAt = new Map<string, number>()
  const sender = createEthSender(faucetAccount)

  const forgetOlderThanAnHour = () => {
    for (const [key, at] of paidAt) {
      if (now() - at < cooldownMs) return
      paidAt.delete(key)
    }
  }
  /** When the chain's oldest payment of the last hour was made, if the hour's cap is reached. */
  const capReachedSince = (chainId: number): number | undefined => {
    const times = [...paidAt].filter(([key]) => key.startsWith(`${chainId}:`))
    return times.length >= paymentsPerHour ? times[0]?.[1] : undefined
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
      forgetOlderThanAnHour()
      const last = paidAt.get(key)
      if (last !== undefined)
        return refused(
          429,
          `${to} already received test ETH on chain ${chain.id}: the faucet pays an address once an hour, try again in ${minutesLeft(last, now())} min`,
        )
      const capSince = capReachedSince(chain.id)
      if (capSince !== undefined)
        return refused(
          429,
          `the faucet has paid ${paymentsPerHour} addresses on chain ${chain.id} this hour, its limit: try again in ${minutesLeft(capSince, now())} min`,
        )
      // Taken before sending, so two requests at once are still one payment.
      paidAt.set(key, now())
      try {
        const hash = await sender.send(chain, to, amountWei)
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

function minutesLeft(paidAt: number, now: number): number {
  return Math.ceil((paidAt + cooldownMs - now) / 60_000)
}

function refused(status: 400 | 429, error: string): FaucetAnswer {
  return { status, body: { error } }
}
