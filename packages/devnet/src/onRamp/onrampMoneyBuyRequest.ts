import { type Address, getAddress } from 'viem'
import type { FaucetChain } from '../faucet/createEthSender.js'

/** Onramp.money's `addressRegex` for EVM networks (its `allConfig` `networkConfig`). */
const evmAddressPattern = /^(0x)[0-9A-Fa-f]{40}$/

/** The coin code the stand-in sells on every local chain: their native test ETH. */
export const onrampMoneyLocalCoinCode = 'eth'

/**
 * The network code the second on-ramp's stand-in gives a local chain (issue #20), as Onramp.money
 * names 'erc20' or 'matic20'; the gateway's onramp-coin-config names the same (SPEC §7).
 */
export function onrampMoneyLocalNetwork(chainId: number): string {
  return `tessera_${chainId}`
}

/** A buy the stand-in can deliver: the local chain, the coin and who gets it. */
export type OnrampMoneyBuy = {
  readonly appId: string
  readonly network: string
  readonly coinCode: string
  readonly chain: FaucetChain
  readonly walletAddress: Address
}

/**
 * Reads a hosted-page query (`appId`, `walletAddress`, `coinCode`, `network`, shared/notes §5):
 * the buy, or every reason it cannot be one, each naming the field and what it takes.
 */
export function readOnrampMoneyBuy(
  query: URLSearchParams,
  chains: readonly FaucetChain[],
): { buy: OnrampMoneyBuy } | { problems: string[] } {
  const appId = query.get('appId') ?? ''
  const walletAddress = query.get('walletAddress') ?? ''
  const network = query.get('network') ?? ''
  const coinCode = query.get('coinCode') ?? ''
  const chain = chains.find(({ id }) => onrampMoneyLocalNetwork(id) === network)
  const problems = [
    ...(evmAddressPattern.test(walletAddress)
      ? []
      : [
          walletAddress === ''
            ? 'walletAddress is missing'
            : `walletAddress '${walletAddress}' is not a 0x-prefixed 20-byte hex address`,
        ]),
    ...(chain
      ? []
      : [
          `network '${network}' is not served here: one of ${chains.map(({ id }) => onrampMoneyLocalNetwork(id)).join(', ')}`,
        ]),
    ...(coinCode === onrampMoneyLocalCoinCode
      ? []
      : [`coinCode '${coinCode}' is not sold here: only '${onrampMoneyLocalCoinCode}'`]),
  ]
  if (problems.length > 0 || !chain) return { problems }
  return {
    buy: {
      appId,
      network,
      coinCode,
      chain,
      walletAddress: getAddress(walletAddress.toLowerCase()),
    },
  }
}
