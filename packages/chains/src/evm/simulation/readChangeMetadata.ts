import { type Address, type Client, parseAbi } from 'viem'
import { multicall } from 'viem/actions'
import type { BalanceChange, SimulatedAsset } from '../../simulation/SimulationResult.js'
import { multicall3Address } from '../balances/multicall3Address.js'
import type { EvmSimulatedAsset } from './EvmSimulatedAsset.js'

const metadataAbi = parseAbi([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function name() view returns (string)',
])

type MetadataRead = {
  readonly index: number
  readonly address: Address
  readonly functionName: 'symbol' | 'decimals' | 'name'
}

/**
 * Adds what the contracts say about themselves, in one request: symbol and decimals for ERC-20,
 * the collection name for NFTs. Metadata is a nicety: without it the changes stand as they are.
 * The changes come out family-agnostic (tokens and NFTs).
 */
export async function readChangeMetadata(
  client: Client,
  changes: readonly { asset: EvmSimulatedAsset; delta: bigint }[],
): Promise<BalanceChange[]> {
  const reads: MetadataRead[] = []
  changes.forEach(({ asset }, index) => {
    if (asset.type === 'erc20') {
      reads.push({ index, address: asset.address, functionName: 'symbol' })
      reads.push({ index, address: asset.address, functionName: 'decimals' })
    } else if (asset.type !== 'native')
      reads.push({ index, address: asset.address, functionName: 'name' })
  })
  const results =
    reads.length === 0
      ? []
      : await multicall(client, {
          multicallAddress: multicall3Address,
          allowFailure: true,
          batchSize: 0,
          contracts: reads.map(({ address, functionName }) => ({
            address,
            abi: metadataAbi,
            functionName,
          })),
        }).catch(() => [])
  const found = changes.map((): Record<string, unknown> => ({}))
  reads.forEach((read, position) => {
    const result = results[position]
    const entry = found[read.index]
    if (entry && result?.status === 'success') entry[read.functionName] = result.result
  })
  return changes.map((change, index) => {
    const { symbol, decimals, name } = found[index] ?? {}
    return {
      asset: genericAsset(change.asset),
      delta: change.delta,
      ...(typeof symbol === 'string' ? { symbol } : {}),
      ...(typeof decimals === 'number' ? { decimals } : {}),
      ...(typeof name === 'string' ? { name } : {}),
    }
  })
}

/** ERC-20 is a token; ERC-721 and ERC-1155 are NFTs. */
function genericAsset(asset: EvmSimulatedAsset): SimulatedAsset {
  if (asset.type === 'native') return asset
  return asset.type === 'erc20'
    ? { type: 'token', address: asset.address }
    : { type: 'nft', address: asset.address, tokenId: asset.tokenId }
}
