import type { Hash } from 'viem'
import type { EvmContext } from '../EvmContext.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'

/** Signs a final transaction with the account and sends it to the selected network's node. */
export async function sendWithViem(tx: TransactionParams, context: EvmContext): Promise<Hash> {
  const { walletClient } = context.client(context.networks.selected())
  const fees = tx.isEip1559
    ? {
        ...(tx.maxFeePerGas === null ? {} : { maxFeePerGas: tx.maxFeePerGas }),
        ...(tx.maxPriorityFeePerGas === null
          ? {}
          : { maxPriorityFeePerGas: tx.maxPriorityFeePerGas }),
      }
    : { gasPrice: tx.gasPrice ?? undefined }
  return walletClient.sendTransaction({
    account: context.account,
    chain: walletClient.chain,
    ...(tx.to === null ? {} : { to: tx.to }),
    value: tx.value,
    ...(tx.data === null ? {} : { data: tx.data }),
    ...(tx.gas === null ? {} : { gas: tx.gas }),
    ...(tx.nonce === null ? {} : { nonce: tx.nonce }),
    ...fees,
  } as Parameters<typeof walletClient.sendTransaction>[0])
}
