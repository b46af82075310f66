import { type Address, type Client, erc20Abi } from 'viem'
import { multicall } from 'viem/actions'
import { multicall3Address } from '../balances/multicall3Address.js'

export type TokenMetadata = {
  readonly symbol?: string
  readonly decimals?: number
  readonly name?: string
}

/**
 * Reads `symbol`, `decimals` and `name` of an ERC-20 contract in one request (Multicall3). A
 * read that fails or answers nonsense is left out, so callers decide what is missing.
 */
export async function readTokenMetadata(parameters: {
  readonly client: Client
  readonly address: Address
}): Promise<TokenMetadata> {
  const { client, address } = parameters
  const [symbol, decimals, name] = await multicall(client, {
    allowFailure: true,
    batchSize: 0,
    multicallAddress: multicall3Address,
    contracts: [
      { address, abi: erc20Abi, functionName: 'symbol' },
      { address, abi: erc20Abi, functionName: 'decimals' },
      { address, abi: erc20Abi, functionName: 'name' },
    ],
  })
  const text = (result: typeof symbol) =>
    result.status === 'success' && result.result.trim() !== '' ? result.result.trim() : undefined
  const symbolText = text(symbol)
  const nameText = text(name)
  return {
    ...(symbolText === undefined ? {} : { symbol: symbolText }),
    ...(decimals.status === 'success' ? { decimals: decimals.result } : {}),
    ...(nameText === undefined ? {} : { name: nameText }),
  }
}
