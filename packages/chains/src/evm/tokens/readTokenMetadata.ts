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
 * read the contract fails or answers nonsense to is left out, so callers decide what is missing;
 * a request the node fails rejects with its error (issue #20: a node error is no missing
 * decimals()).
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
  // viem reports a failed request by putting its one error on every call of it.
  if (symbol.status === 'failure' && symbol.error === decimals.error && symbol.error === name.error)
    throw symbol.error
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
