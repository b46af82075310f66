import type { WalletError } from '@tessera/errors'
import type { Hash } from 'viem'
import { recordBroadcast } from '../activities/recordBroadcast.js'
import { finalTransaction } from '../methods/evm/finalTransaction.js'
import { sendWithViem } from '../methods/evm/sendWithViem.js'
import type { EngineContext } from '../requests/MethodRow.js'
import type { TransactionParams } from '../requests/RequestDescription.js'
import { selectedNetworkOf } from './selectedNetworkOf.js'
import type { SendTransferParameters, Transfer } from './Transfer.js'
import { transferCall } from './transferCall.js'

export type SendTransferErrorType = WalletError<'W-106' | 'W-130'>

/**
 * The nonce each reviewed transfer was first sent with. A send can fail after the transaction
 * reached the network (a timeout, a dropped answer); the user's retry of the same `transfer` is
 * then signed with the same nonce, so it can replace or repeat that transaction but never pay
 * twice.
 */
const firstNonces = new WeakMap<Transfer, Promise<number>>()

/**
 * Signs the user's own transfer with the account and sends it to the selected network, through
 * the same code as an approved eth_sendTransaction (`finalTransaction`, `sendWithViem`). A
 * transfer made for another network than the selected one is W-130 (make the request again).
 */
export async function sendTransfer(
  parameters: SendTransferParameters,
  context: EngineContext,
): Promise<Hash> {
  const { transfer, gas, isEip1559 } = parameters
  const network = selectedNetworkOf(transfer, context)
  const nonce =
    firstNonces.get(transfer) ??
    context
      .node(network)
      .publicClient.getTransactionCount({ address: context.account.address, blockTag: 'pending' })
  firstNonces.set(transfer, nonce)
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
    nonce: await nonce.catch((error: unknown) => {
      firstNonces.delete(transfer) // not known yet: the next try asks again
      throw error
    }),
    isEip1559,
  }
  const tx = finalTransaction(params, gas)
  const hash = await sendWithViem(tx, context)
  await recordBroadcast(tx, hash, { kind: 'transfer', ...assetOf(transfer) }, context)
  return hash
}

function assetOf({ asset, to, amount }: SendTransferParameters['transfer']) {
  if (asset === 'native') return { to, amount }
  return typeof asset === 'string' ? { token: asset, to, amount } : { nft: asset, to, amount }
}
