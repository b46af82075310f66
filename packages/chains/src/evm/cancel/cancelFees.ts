/**
 * Issue #20: the least a replacement must pay over the transaction it replaces, in percent; nodes
 * refuse a smaller raise (geth's and anvil's price bump is 10%), as MetaMask's cancel does.
 */
export const cancelFeeBumpPercent = 10n

/** Issue #20: a cancel is a bare transfer of nothing to the account itself, as MetaMask sends it. */
export const cancelGasLimit = 21_000n

/** The fees of an EVM transaction, in wei: a type 2 one's caps, or a legacy one's gas price. */
export type EvmFees =
  | {
      readonly isEip1559: true
      readonly maxFeePerGas: bigint
      readonly maxPriorityFeePerGas: bigint
    }
  | { readonly isEip1559: false; readonly gasPrice: bigint }

const atLeast = (...fees: readonly bigint[]) => fees.reduce((a, b) => (a > b ? a : b))

/**
 * `fee` raised by `cancelFeeBumpPercent`, rounded up (a node's bump check never falls short by a
 * wei), and by at least 1 wei: nodes (geth) want a strictly higher fee, even over 0.
 */
export function bumpedFee(fee: bigint): bigint {
  return atLeast((fee * (100n + cancelFeeBumpPercent) + 99n) / 100n, fee + 1n)
}

/**
 * Issue #20: the fees of the replacement cancelling `original`, of the same type: each fee raised
 * by at least 10% (both maxFeePerGas and maxPriorityFeePerGas of a type 2 transaction, a legacy
 * one's gasPrice), and never below what the network asks now (`network`: its Normal fees).
 */
export function cancelFees(original: EvmFees, network: EvmFees): EvmFees {
  if (!original.isEip1559) {
    const networkPrice = network.isEip1559 ? network.maxFeePerGas : network.gasPrice
    return { isEip1559: false, gasPrice: atLeast(bumpedFee(original.gasPrice), networkPrice) }
  }
  const [networkMax, networkTip] = network.isEip1559
    ? [network.maxFeePerGas, network.maxPriorityFeePerGas]
    : [network.gasPrice, 0n]
  const maxPriorityFeePerGas = atLeast(bumpedFee(original.maxPriorityFeePerGas), networkTip)
  return {
    isEip1559: true,
    maxPriorityFeePerGas,
    // A cap below the tip is refused by every node.
    maxFeePerGas: atLeast(bumpedFee(original.maxFeePerGas), networkMax, maxPriorityFeePerGas),
  }
}
