import type { FeeChoice } from '../../fees/FeeQuote.js'
import type { Transfer } from '../../transfers/Transfer.js'
import { recordBroadcast } from '../activities/recordBroadcast.js'
import type { EvmContext } from '../EvmContext.js'
import { gasChoiceOf } from '../gas/gasChoice.js'
import { finalTransaction } from '../methods/finalTransaction.js'
import { sendWithViem } from '../methods/sendWithViem.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import type { PreparedEvmTransfer } from './prepareEvmTransfer.js'
import { transferCall } from './transferCall.js'

/**
 * Signs the user's transfer with the account and sends it to its network (never another one
 * selected meanwhile), through the same code
 * as an approved eth_sendTransaction (`finalTransaction`, `sendWithViem`), and records it as a
 * Send; the transaction hash. A retry signs with the nonce of the first broadcast (`prepared`).
 */
export async function sendEvmTransfer(
  context: EvmContext,
  parameters: {
    readonly transfer: Transfer
    readonly prepared: PreparedEvmTransfer
    readonly fee: FeeChoice
  },
): Promise<string> {
  const { transfer, prepared, fee } = parameters
  const call = transferCall(transfer, context.account.address)
  const params: TransactionParams = {
    from: context.account.address,
    to: call.to,
    value: call.value,
    data: call.data ?? null,
    gas: null,
    gasPrice: null,
    maxFeePerGas: null,
    maxPriorityFeePerGas: null,
    nonce: prepared.nonce,
    isEip1559: prepared.isEip1559,
  }
  const tx = finalTransaction(params, gasChoiceOf(fee))
  const { networkId } = transfer
  const hash = await sendWithViem(tx, context, {
    networkId,
    onBroadcast: (nonce) => {
      prepared.nonce = nonce
    },
  })
  await recordBroadcast(tx, hash, { kind: 'transfer', ...assetOf(transfer) }, context, networkId)
  return hash
}

function assetOf({ asset, to, amount }: Transfer) {
  if (asset === 'native') return { to, amount }
  return typeof asset === 'string' ? { token: asset, to, amount } : { nft: asset, to, amount }
}
