import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { invalidParams } from '../../params/invalidParams.js'
import { isRecord } from '../../params/isRecord.js'
import { paramAt } from '../../params/paramAt.js'
import type { EvmContext } from '../EvmContext.js'
import { evmChainId } from '../evmChainId.js'
import { isType2Transaction } from '../gas/normalizeGasPrice.js'
import type { TransactionParams } from '../requests/EvmRequestDescription.js'
import { parseChainId } from '../requests/parseChainId.js'
import { requiredParamsMissing, transactionChainMismatch } from '../requests/requestTexts.js'
import { parseAccountParam } from './parseAccountParam.js'
import { parseTransactionType } from './parseTransactionType.js'
import { transactionQuantity as quantity } from './transactionQuantity.js'

/**
 * eth_sendTransaction [tx]: the account param rule of SPEC §5 for `from`, hex quantities, a
 * `chainId`, when given, that is the selected network's (the transaction is signed for that one),
 * a `type` the wallet signs, and `gasLimit` read as `gas` (ethers v5 apps send it), never both
 * with different values (issue #17).
 */
export function parseTransactionParams(params: unknown, context: EvmContext): TransactionParams {
  const tx = paramAt(params, 0)
  if (!isRecord(tx)) throw invalidParams(requiredParamsMissing)
  assertTransactionChain(tx.chainId, context)
  const fees = {
    gasPrice: quantity(tx, 'gasPrice'),
    maxFeePerGas: quantity(tx, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx, 'maxPriorityFeePerGas'),
  }
  const isEip1559 = isType2Transaction(parseTransactionType(tx.type), fees)
  return {
    from: parseAccountParam(tx.from, context),
    to: address(tx.to),
    value: quantity(tx, 'value') ?? 0n,
    data: data(tx.data ?? tx.input),
    gas: gasLimit(tx),
    ...fees,
    // SPEC §5: type 2 transactions have the gas price cleared (see normalizeGasPrice).
    gasPrice: isEip1559 ? null : fees.gasPrice,
    nonce: nonceOf(tx),
    isEip1559,
  }
}

/**
 * A transaction naming another chain than the selected one is refused before approval: signed for
 * the selected chain, it would land somewhere the app did not mean (issue #15 finding 7). The
 * approval's digest names the chain too, so a switch while it waits rejects it (W-130).
 */
function assertTransactionChain(value: unknown, context: EvmContext): void {
  if (value === undefined || value === null) return
  const txChainId = parseChainId(value)
  if (txChainId === undefined) throw invalidParams('invalid chainId')
  const networkChainId = evmChainId(context.networks.selected())
  if (txChainId !== networkChainId)
    throw invalidParams(transactionChainMismatch(txChainId, networkChainId))
}

/** The nonce as a number; one past the safe integers (no account gets there) is refused. */
function nonceOf(tx: Record<string, unknown>): number | null {
  const nonce = quantity(tx, 'nonce')
  if (nonce !== null && nonce > BigInt(Number.MAX_SAFE_INTEGER))
    throw invalidParams('invalid nonce: larger than any account reaches')
  return nonce === null ? null : Number(nonce)
}

/** `gas`, or `gasLimit` as ethers v5 apps name it; both with different values are refused. */
function gasLimit(tx: Record<string, unknown>): bigint | null {
  const [gas, alias] = [quantity(tx, 'gas'), quantity(tx, 'gasLimit')]
  if (gas !== null && alias !== null && gas !== alias)
    throw invalidParams('gas and gasLimit differ: give one gas limit (gasLimit is read as gas)')
  return gas ?? alias
}

function address(value: unknown): Address | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'string' && isAddress(value, { strict: false })) return getAddress(value)
  throw invalidParams('invalid to: not an address (0x and 40 hex digits)')
}

function data(value: unknown): Hex | null {
  if (value === undefined || value === null || value === '0x') return null
  if (isHex(value, { strict: true }) && value.length % 2 === 0) return value
  throw invalidParams('invalid data: not hex bytes (0x and an even number of hex digits)')
}
