import { type Hash, isAddressEqual, type Transaction, TransactionNotFoundError } from 'viem'
import type { Activity, CancelQuote } from '../../activities/Activity.js'
import { alreadyMined, notCancellable } from '../../activities/cancelRefusals.js'
import { invalidParams } from '../../params/invalidParams.js'
import { recordBroadcast } from '../activities/recordBroadcast.js'
import type { EvmContext } from '../EvmContext.js'
import { gasPanelOptions } from '../gas/gasPanelOptions.js'
import { sendWithViem } from '../methods/sendWithViem.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { cancelFees, cancelGasLimit, type EvmFees } from './cancelFees.js'

/**
 * Issue #20: the original as the node knows it now, required to be a Pending transaction of the
 * account (the log's copy is not trusted): `invalid_params` when the node no longer knows it, it
 * was sent from another address, or it was mined. Other failures of the node are thrown as they
 * are.
 */
async function pendingOriginal(context: EvmContext, activity: Activity) {
  const { publicClient } = context.client(context.networks.require(activity.networkId))
  const original = await publicClient
    .getTransaction({ hash: activity.txHash as Hash })
    .catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return null
      throw error
    })
  if (original === null)
    throw invalidParams('The network no longer knows this transaction: it cannot be cancelled')
  if (!isAddressEqual(original.from, context.account.address)) throw notCancellable()
  if (original.blockNumber !== null) throw alreadyMined()
  return { original, publicClient }
}

/** A legacy (or EIP-2930) transaction pays a gas price; the later types pay type 2 fees. */
const isLegacy = (original: Transaction) =>
  original.type === 'legacy' || original.type === 'eip2930'

/**
 * Issue #20: the replacement cancelling a Pending transaction this wallet sent, read from the
 * node: its nonce, fees of its type raised over the original's (`cancelFees`), and the most it
 * can cost. `invalid_params` as `pendingOriginal` says.
 */
export async function quoteEvmCancel(
  context: EvmContext,
  activity: Activity,
): Promise<CancelQuote> {
  const { original, publicClient } = await pendingOriginal(context, activity)
  const block = await publicClient.getBlock({ blockTag: 'latest' })
  const originalFees: EvmFees = isLegacy(original)
    ? { isEip1559: false, gasPrice: original.gasPrice ?? 0n }
    : {
        isEip1559: true,
        maxFeePerGas: original.maxFeePerGas ?? 0n,
        maxPriorityFeePerGas: original.maxPriorityFeePerGas ?? 0n,
      }
  const network: EvmFees =
    block.baseFeePerGas === null
      ? { isEip1559: false, gasPrice: await publicClient.getGasPrice() }
      : {
          isEip1559: true,
          ...gasPanelOptions({ baseFeePerGas: block.baseFeePerGas, gasLimit: cancelGasLimit })
            .normal,
        }
  const fees = cancelFees(originalFees, network)
  const maxFeePerGas = fees.isEip1559 ? fees.maxFeePerGas : fees.gasPrice
  return {
    activity,
    maxFee: cancelGasLimit * maxFeePerGas,
    values: {
      gasLimit: cancelGasLimit,
      ...(fees.isEip1559
        ? { maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
        : { gasPrice: fees.gasPrice }),
    },
  }
}

/**
 * Issue #20: sends the quoted replacement (the original's nonce as the node tells it, to the
 * account itself, value 0, no data, fees of the original's type) on the original's network and
 * records it as a Cancel of the original; its hash. `invalid_params` when the original is no
 * longer a Pending transaction of the account (`pendingOriginal`: mined since the quote…) or the
 * quote misses a fee of that type: then nothing is sent.
 */
export async function sendEvmCancel(context: EvmContext, quote: CancelQuote): Promise<string> {
  const { activity, values } = quote
  const { original } = await pendingOriginal(context, activity)
  const { gasLimit, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = values
  const isEip1559 = !isLegacy(original)
  const isMissing = isEip1559
    ? maxFeePerGas === undefined || maxPriorityFeePerGas === undefined
    : gasPrice === undefined
  if (gasLimit === undefined || isMissing)
    throw invalidParams('The cancel quote misses its gas limit or fees: quote it again')
  const address = context.account.address
  const tx: TransactionParams = {
    from: address,
    to: address,
    value: 0n,
    data: null,
    gas: gasLimit,
    gasPrice: isEip1559 ? null : (gasPrice ?? null),
    maxFeePerGas: isEip1559 ? (maxFeePerGas ?? null) : null,
    maxPriorityFeePerGas: isEip1559 ? (maxPriorityFeePerGas ?? null) : null,
    nonce: original.nonce,
    isEip1559,
  }
  const { networkId } = activity
  const hash = await sendWithViem(tx, context, { networkId })
  await recordBroadcast(tx, hash, { kind: 'cancel', cancels: activity.txHash }, context, networkId)
  return hash
}
