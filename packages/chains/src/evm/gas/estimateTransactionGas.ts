import {
  estimateMultiplierForTokensAndNfts,
  fallbackGasLimit,
  fallbackGasPriceGwei,
  gweiDecimals,
} from '@tessera/protocol'
import { type Client, parseUnits } from 'viem'
import { estimateGas, getBlock, getGasPrice } from 'viem/actions'
import type { TransactionCall } from '../client/TransactionCall.js'

export type EstimateTransactionGasParameters = {
  readonly client: Client
  readonly transaction: Omit<TransactionCall, 'gas'>
  /** A custom-token or NFT transfer: SPEC §9 doubles its estimate. */
  readonly isTokenOrNftTransfer?: boolean
}

export type GasEstimate = {
  readonly gasLimit: bigint
  /** Base fee of the latest block; undefined on chains without EIP-1559. */
  readonly baseFeePerGas: bigint | undefined
  readonly gasPrice: bigint
  /** False when a lookup failed and the SPEC §9 fallback (45000 gas, 0 gwei) is used. */
  readonly isEstimated: boolean
}

const fallbackGasPriceWei = parseUnits(String(fallbackGasPriceGwei), gweiDecimals)

/**
 * Gas limit and prices for a transaction. Custom-token and NFT estimates are doubled; when the
 * node cannot estimate, the fallback of SPEC §9 is used: gas limit 45000 and 0 gwei.
 */
export async function estimateTransactionGas(
  parameters: EstimateTransactionGasParameters,
): Promise<GasEstimate> {
  const { client, transaction, isTokenOrNftTransfer = false } = parameters
  try {
    const [gas, block, gasPrice] = await Promise.all([
      estimateGas(client, { account: transaction.from, ...withoutFrom(transaction) }),
      getBlock(client, { blockTag: 'latest' }),
      getGasPrice(client),
    ])
    return {
      gasLimit: isTokenOrNftTransfer ? gas * estimateMultiplierForTokensAndNfts : gas,
      baseFeePerGas: block.baseFeePerGas ?? undefined,
      gasPrice,
      isEstimated: true,
    }
  } catch {
    // SPEC §9: a failed lookup is not an error to the user; the fallback values are shown.
    return {
      gasLimit: fallbackGasLimit,
      baseFeePerGas: undefined,
      gasPrice: fallbackGasPriceWei,
      isEstimated: false,
    }
  }
}

function withoutFrom(transaction: EstimateTransactionGasParameters['transaction']) {
  const { from: _from, ...rest } = transaction
  return rest
}
