import { type Address, erc20Abi, formatUnits, type Hash } from 'viem'
import type { Activity, ActivityOperation, ActivityProgress } from '../../activities/Activity.js'
import { activityNftOf } from '../../activities/activityNftOf.js'
import { explorerTransactionUrl } from '../../activities/explorerTransactionUrl.js'
import type { NetworkConfig } from '../../networks/NetworkConfig.js'
import type { NetworkId } from '../../networks/NetworkId.js'
import type { NftTransferAsset } from '../../transfers/Transfer.js'
import type { EvmContext } from '../EvmContext.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'

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
      readonly token?: string
      readonly nft?: NftTransferAsset
      readonly to: string
      readonly amount: bigint
    }
  /** Issue #20: the user's replacement of a pending transaction (its hash) that cancels it. */
  | { readonly kind: 'cancel'; readonly cancels: string }

/**
 * Records a transaction just broadcast on `networkId` (the network it was sent to, whatever is
 * selected now) as a Pending activity (SPEC §4). Never throws: the send has succeeded whatever
 * happens to its history.
 */
export async function recordBroadcast(
  tx: TransactionParams,
  hash: Hash,
  broadcast: BroadcastKind,
  context: EvmContext,
  networkId: NetworkId,
): Promise<void> {
  try {
    const network = context.networks.require(networkId)
    context.activities.record(await activityOf(tx, hash, broadcast, context, network))
  } catch {
    // The log itself reports a failed save (W-136); a node that cannot tell the token is ignored too.
  }
}

async function activityOf(
  tx: TransactionParams,
  hash: Hash,
  broadcast: BroadcastKind,
  context: EvmContext,
  network: NetworkConfig,
): Promise<Activity> {
  const { publicClient } = context.client(network)
  const [sent, customToken] = await Promise.all([
    publicClient.getTransaction({ hash }).catch(() => null),
    broadcast.kind === 'transfer' && broadcast.token
      ? tokenOf(broadcast.token, context, network)
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
  return {
    networkId: network.id,
    operation: operationOfBroadcast(tx, broadcast),
    txHash: hash,
    explorerUrl: explorerTransactionUrl(network, hash),
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
    ...(nft
      ? {
          nft: activityNftOf(
            context.assets.list(network.id),
            nft,
            (a, b) => a.toLowerCase() === b.toLowerCase(),
          ),
        }
      : {}),
    ...(broadcast.kind === 'cancel' ? { cancels: broadcast.cancels } : {}),
  }
}

function operationOfBroadcast(tx: TransactionParams, broadcast: BroadcastKind): ActivityOperation {
  if (broadcast.kind === 'host') return operationOf(tx)
  return broadcast.kind === 'transfer' ? 'Send' : 'Cancel'
}

/** The token's symbol and decimals: from the user's added tokens, else from its contract. */
async function tokenOf(address: string, context: EvmContext, network: NetworkConfig) {
  const added = context.assets
    .list(network.id)
    .find(
      (asset) => asset.type === 'erc20' && asset.address.toLowerCase() === address.toLowerCase(),
    )
  if (added?.type === 'erc20') return { address, symbol: added.symbol, decimals: added.decimals }
  const { publicClient } = context.client(network)
  const contract = { address: address as Address, abi: erc20Abi } as const
  const [symbol, decimals] = await Promise.all([
    publicClient.readContract({ ...contract, functionName: 'symbol' }),
    publicClient.readContract({ ...contract, functionName: 'decimals' }),
  ])
  return { address, symbol, decimals }
}

/**
 * What the network says of a Pending activity: its receipt's status, gas used and fee (gas used ×
 * effective gas price); null while it is not mined or its network is gone.
 */
export async function followEvmActivity(
  context: EvmContext,
  activity: Activity,
): Promise<ActivityProgress | null> {
  const network = context.networks.find(activity.networkId)
  if (!network) return null
  const receipt = await context
    .client(network)
    .publicClient.getTransactionReceipt({ hash: activity.txHash as Hash })
    .catch(() => null) // not mined yet
  if (!receipt) return null
  return {
    status: receipt.status === 'success' ? 'Success' : 'Failed',
    transaction: {
      gasUsed: receipt.gasUsed.toString(),
      fee: (receipt.gasUsed * receipt.effectiveGasPrice).toString(),
    },
    isAwaitingDetails: false,
  }
}
