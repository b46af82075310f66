import {
  type Address,
  decodeEventLog,
  getAddress,
  type Hex,
  isAddressEqual,
  parseAbi,
  toEventSelector,
} from 'viem'
import type { EvmSimulatedAsset } from './EvmSimulatedAsset.js'

/** A simulated log, as `eth_simulateV1` returns it. */
export type SimulatedLog = {
  readonly address: Address
  readonly topics: readonly Hex[]
  readonly data: Hex
}

/** One asset moving between two accounts. */
export type AssetMovement = {
  readonly asset: EvmSimulatedAsset
  readonly from: Address
  readonly to: Address
  readonly amount: bigint
}

/**
 * Where `eth_simulateV1` with `traceTransfers` reports native-coin transfers: ERC-20 style
 * Transfer logs from this pseudo address (ERC-7528).
 */
export const nativeTransferLogAddress: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const erc20TransferAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
const erc721TransferAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])
const erc1155TransferAbi = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

const transferTopic = toEventSelector(erc20TransferAbi[0])
const transferSingleTopic = toEventSelector(erc1155TransferAbi[0])
const transferBatchTopic = toEventSelector(erc1155TransferAbi[1])
const erc721TopicCount = 4

/**
 * Reads asset movements out of logs: native transfers (traced), ERC-20 and ERC-721 `Transfer`
 * (told apart by whether the third word is indexed), ERC-1155 `TransferSingle`/`TransferBatch`.
 * Logs that are none of these, or do not decode, are skipped.
 */
export function assetMovements(logs: readonly SimulatedLog[]): AssetMovement[] {
  return logs.flatMap((log) => {
    try {
      return movementsOf(log)
    } catch {
      // A log that only looks like a transfer (same topic, other layout) moves nothing we know.
      return []
    }
  })
}

function movementsOf(log: SimulatedLog): AssetMovement[] {
  const { data } = log
  const address = getAddress(log.address)
  const [topic, ...rest] = log.topics
  if (topic === undefined) return []
  const topics: [Hex, ...Hex[]] = [topic, ...rest]
  if (topic === transferTopic && topics.length === erc721TopicCount) {
    const { from, to, tokenId } = decodeEventLog({ abi: erc721TransferAbi, topics, data }).args
    return [{ asset: { type: 'erc721', address, tokenId }, from, to, amount: 1n }]
  }
  if (topic === transferTopic) {
    const { from, to, value } = decodeEventLog({ abi: erc20TransferAbi, topics, data }).args
    const asset: EvmSimulatedAsset = isAddressEqual(address, nativeTransferLogAddress)
      ? { type: 'native' }
      : { type: 'erc20', address }
    return [{ asset, from, to, amount: value }]
  }
  if (topic === transferSingleTopic) {
    const { from, to, id, value } = decodeEventLog({
      abi: erc1155TransferAbi,
      eventName: 'TransferSingle',
      topics,
      data,
    }).args
    return [{ asset: { type: 'erc1155', address, tokenId: id }, from, to, amount: value }]
  }
  if (topic === transferBatchTopic) {
    const { from, to, ids, values } = decodeEventLog({
      abi: erc1155TransferAbi,
      eventName: 'TransferBatch',
      topics,
      data,
    }).args
    return ids.map((id, index) => ({
      asset: { type: 'erc1155', address, tokenId: id },
      from,
      to,
      amount: values[index] ?? 0n,
    }))
  }
  return []
}
