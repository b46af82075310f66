import { WalletError } from '@tessera/errors'
import { type Address, type Client, parseAbi } from 'viem'
import { multicall } from 'viem/actions'
import type { AssetEntry, NativeCurrency, TokenInfo } from '../../assets/AssetEntry.js'
import { multicall3Address } from './multicall3Address.js'

/** Multicall3's native balance read and ERC-20's, both `(address) → uint256`. */
const balanceAbi = parseAbi([
  'function getEthBalance(address owner) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
])

export type ReadBalancesParameters = {
  readonly client: Client
  readonly owner: Address
  readonly native: NativeCurrency
  readonly tokens: readonly TokenInfo[]
  /** Defaults to the canonical Multicall3 address. */
  readonly multicallAddress?: Address
}

export type ReadBalancesErrorType = WalletError<'W-126'>

/**
 * Reads the native balance and every token balance of `owner` in ONE `eth_call` to Multicall3
 * (`getEthBalance` + `balanceOf` aggregated), however many tokens. Returns SPEC §3 asset
 * entries, native first, tokens in the order given. A token whose `balanceOf` fails gets a
 * null balance; when the call itself fails, throws W-126.
 */
export async function readBalances(parameters: ReadBalancesParameters): Promise<AssetEntry[]> {
  const { client, owner, native, tokens } = parameters
  const multicallAddress = parameters.multicallAddress ?? multicall3Address
  const results = await multicall(client, {
    multicallAddress,
    allowFailure: true,
    batchSize: 0, // no chunking: one request whatever the number of tokens
    contracts: [
      { address: multicallAddress, functionName: 'getEthBalance' as const },
      ...tokens.map((token) => ({
        address: token.address as Address,
        functionName: 'balanceOf' as const,
      })),
    ].map((call) => ({ ...call, abi: balanceAbi, args: [owner] as const })),
  }).catch((cause: unknown) => {
    throw new WalletError('W-126', { cause })
  })
  const [nativeResult, ...tokenResults] = results
  if (nativeResult?.status !== 'success')
    throw new WalletError('W-126', { cause: nativeResult?.error })
  return [
    { address: 'native', ...native, balance: nativeResult.result },
    ...tokens.map((token, index): AssetEntry => {
      const result = tokenResults[index]
      return {
        address: token.address,
        name: token.name ?? token.symbol,
        symbol: token.symbol,
        decimals: token.decimals,
        balance: result?.status === 'success' ? result.result : null,
        ...(token.logo ? { logo: token.logo } : {}),
      }
    }),
  ]
}
