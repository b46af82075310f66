import { type Address, erc20Abi, formatUnits, type Hash } from 'viem'
import type { NetworkConfig } from '../networks/NetworkConfig.js'
import type { EngineContext } from '../requests/MethodRow.js'
import type { TransactionParams } from '../requests/RequestDescription.js'
import type { NftTransferAsset } from '../transfers/Transfer.js'
import type { Activity, ActivityNft, ActivityOperation, ActivityReceipt } from './Activity.js'

/**
 * SPEC §3 operation of an approved host eth_sendTransaction: no `to` deploys a contract, data
 * calls one, a bare value transfer is a Send. (The user's own transfers are always a Send.)
 */
export function operationOf(tx: Pick<TransactionParams, 'to' | 'data'>): ActivityOperation {
  if (tx.to === null) return 'Contract Deployment'
  return tx.data !== null && tx.data !== '0x' ? 'Contract Interaction' : 'Send'
}

export type BroadcastKind =
  | { readonly kind: 'host' }
  /**
   * The user's SendTokens or SendNfts transfer: `token` for an ERC-20, `nft` for an NFT (the
   * amount is then its quantity), with its recipient and amount.
   */
  | {
      readonly kind: 'transfer'
      readonly token?: Address
      readonly nft?: NftTransferAsset
      readonly to: Address
      readonly amount: bigint
    }

/**
 * Records a transaction just broadcast on the selected network as a Pending activity (SPEC §4).
 * Never throws: the send has succeeded whatever happens to its history.
 */
export async function recordBroadcast(
  tx: TransactionParams,
  hash: Hash,
  broadcast: BroadcastKind,
  context: EngineContext,
): Promise<void> {
  try {
    context.activities.record(await activityOf(tx, hash, broadcast, context))
  } catch {
    // The log itself reports a failed save (W-136); a node that cannot tell the token is ignored too.
  }
}

async function activityOf(
  tx: TransactionParams,
  hash: Hash,
  broadcast: BroadcastKind,
  context: EngineContext,
): Promise<Activity> {
  const network = context.networks.selected()
  const { publicClient } = context.node(network)
  const [sent, customToken] = await Promise.all([
    publicClient.getTransaction({ hash }).catch(() => null),
    broadcast.kind === 'transfer' && broadcast.token
      ? tokenOf(broadcast.token, context)
      : Promise.resolve(null),
  ])
  const nft = broadcast.kind === 'transfer' && broadcast.nft
  const amount =
    broadcast.kind !== 'transfer'
      ? formatUnits(tx.value, network.nativeCurrency.decimals)
      : nft
        ? broadcast.amount.toString()
        : formatUnits(broadcast.amount, customToken?.decimals ?? network.nativeCurrency.decimals)
  const gasPrice = sent?.maxFeePerGas ?? sent?.gasPrice ?? tx.maxFeePerGas ?? tx.gasPrice
  const explorer = network.blockExplorerUrls[0]?.replace(/\/+$/, '')
  return {
    chainId: network.chainId,
    operation: broadcast.kind === 'transfer' ? 'Send' : operationOf(tx),
    txHash: hash,
    explorerUrl: explorer ? `${explorer}/tx/${hash}` : null,
    transaction: {
      hash,
      amount,
      nonce: sent?.nonce ?? tx.nonce,
      gasLimit: (sent?.gas ?? tx.gas)?.toString() ?? null,
      gasPrice: gasPrice?.toString() ?? null,
      gasUsed: null,
      data: tx.data,
      fee: null,
    },
    status: 'Pending',
    date: Date.now(),
    address: {
      from: context.account.address,
      to: broadcast.kind === 'transfer' ? broadcast.to : tx.to,
    },
    customToken,
    ...(nft ? { nft: nftOf(nft, context) } : {}),
  }
}

/** The NFT sent, named as in the user's list (SPEC §3 Activity.nft). */
function nftOf(nft: NftTransferAsset, context: EngineContext): ActivityNft {
  const { type, address, tokenId } = nft
  const listed = context.assets
    .list(context.networks.selected().chainId)
    .find(
      (asset) =>
        asset.type !== 'erc20' &&
        asset.tokenId === tokenId &&
        asset.address.toLowerCase() === address.toLowerCase(),
    )
  const named = listed?.type === 'erc20' ? undefined : listed
  return {
    type,
    address,
    tokenId: tokenId.toString(),
    collectionName: named?.collectionName ?? '',
    name: named?.name ?? null,
    image: named?.image ?? null,
  }
}

/** The token's symbol and decimals: from the user's added tokens, else from its contract. */
async function tokenOf(address: Address, context: EngineContext) {
  const network = context.networks.selected()
  const added = context.assets
    .list(network.chainId)
    .find(
      (asset) => asset.type === 'erc20' && asset.address.toLowerCase() === address.toLowerCase(),
    )
  if (added?.type === 'erc20') return { address, symbol: added.symbol, decimals: added.decimals }
  const { publicClient } = context.node(network)
  const [symbol, decimals] = await Promise.all([
    publicClient.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    publicClient.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return { address, symbol, decimals }
}

/** The receipt of an activity's transaction on its own network; throws while it is not mined. */
export async function receiptOf(
  activity: Activity,
  context: Pick<EngineContext, 'networks' | 'node'>,
): Promise<ActivityReceipt | null> {
  const network: NetworkConfig | undefined = context.networks
    .list()
    .find((entry) => entry.chainId === activity.chainId)
  if (!network) return null
  const receipt = await context.node(network).publicClient.getTransactionReceipt({
    hash: activity.txHash,
  })
  return {
    status: receipt.status === 'success' ? 'Success' : 'Failed',
    gasUsed: receipt.gasUsed.toString(),
    fee: (receipt.gasUsed * receipt.effectiveGasPrice).toString(),
  }
}
