import {
  BaseError,
  type Hash,
  type PrepareTransactionRequestParameters,
  RpcRequestError,
  type TransactionSerializable,
} from 'viem'
import { getTransactionError } from 'viem/utils'
import type { NetworkId } from '../../networks/NetworkId.js'
import type { EvmContext } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'

/** What a caller of `sendWithViem` may add to a send. */
export type SendOptions = {
  /**
   * The network the send is for, checked by the caller (a user transfer's, a cancelled
   * activity's); the selected network when absent (an approved host request). Read once, so a
   * network selected meanwhile never receives it.
   */
  readonly networkId?: NetworkId
  /**
   * EIP-5792 (issue #17): the stop of a wallet_sendCalls batch, on top of the session's (logout
   * stops every send still waiting for the lock). Checked before anything is asked of the node,
   * once the nonce is chosen and again once the transaction is signed, just before the
   * broadcast: aborted, nothing is broadcast and the send throws its reason.
   */
  readonly stop?: AbortSignal
  /**
   * Reads again, at each of those checks, what may abort `stop` without telling it (a revoke in
   * another tab: `BatchStopWatch.check`).
   */
  readonly check?: () => unknown
  /**
   * Told the transaction's nonce once it may have reached the network: broadcast, or its
   * broadcast failed other than by the node's refusal (a transport failure, a timeout). Never
   * when the node answered with an error (insufficient funds, underpriced…): the nonce is free.
   */
  readonly onBroadcast?: (nonce: number) => void
}

/**
 * Signs a final transaction with the account and sends it to the node of its network
 * (`options.networkId`, else the selected one); its hash. Issue #17: every send of the account on a chain holds `context.sendLock` from the choice
 * of its nonce (the node's pending count, unless `tx.nonce` names one) to the broadcast, so sends
 * at the same time get consecutive nonces and none replaces another. Errors as viem's
 * sendTransaction throws them.
 */
export async function sendWithViem(
  tx: TransactionParams,
  context: EvmContext,
  options: SendOptions = {},
): Promise<Hash> {
  const { networkId, check, onBroadcast } = options
  const network =
    networkId === undefined ? context.networks.selected() : context.networks.require(networkId)
  const { walletClient } = context.client(network)
  const { account } = context
  const { chain } = walletClient
  const stop = options.stop ? AbortSignal.any([context.session, options.stop]) : context.session
  const halt = () => {
    check?.()
    stop.throwIfAborted()
  }
  const fees = tx.isEip1559
    ? {
        ...(tx.maxFeePerGas === null ? {} : { maxFeePerGas: tx.maxFeePerGas }),
        ...(tx.maxPriorityFeePerGas === null
          ? {}
          : { maxPriorityFeePerGas: tx.maxPriorityFeePerGas }),
      }
    : { gasPrice: tx.gasPrice ?? undefined }
  const parameters = {
    account,
    chain,
    ...(tx.to === null ? {} : { to: tx.to }),
    value: tx.value,
    ...(tx.data === null ? {} : { data: tx.data }),
    ...(tx.gas === null ? {} : { gas: tx.gas }),
    ...(tx.nonce === null ? {} : { nonce: tx.nonce }),
    ...fees,
  } as PrepareTransactionRequestParameters
  const lockKey = `${evmChainId(network)} ${account.address.toLowerCase()}`
  halt()
  return context.sendLock(lockKey, async () => {
    try {
      // As viem's sendTransaction with a local account, with the stop checked between the steps.
      halt()
      const request = await walletClient.prepareTransactionRequest(parameters)
      halt()
      const signed = await account.signTransaction(request as TransactionSerializable, {
        serializer: chain?.serializers?.transaction,
      })
      halt()
      const hash = await walletClient
        .sendRawTransaction({ serializedTransaction: signed })
        .catch((error: unknown) => {
          if (!isNodeRefusal(error)) onBroadcast?.(request.nonce)
          throw error
        })
      onBroadcast?.(request.nonce)
      return hash
    } catch (error) {
      if (stop.aborted && error === stop.reason) throw error
      throw getTransactionError(error as BaseError, { ...parameters, account, chain })
    }
  })
}

/** The node answered the request with a JSON-RPC error: it did not take the transaction. */
const isNodeRefusal = (error: unknown) =>
  error instanceof BaseError && error.walk((cause) => cause instanceof RpcRequestError) !== null
