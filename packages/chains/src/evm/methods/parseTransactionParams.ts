import { type Address, getAddress, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
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

/**
 * eth_sendTransaction [tx]: the account param rule of SPEC §5 for `from`, hex quantities, and a
 * `chainId`, when given, that is the selected network's (the transaction is signed for that one).
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
  const isEip1559 = isType2Transaction(tx.type, fees)
  const nonce = quantity(tx, 'nonce')
  return {
    from: parseAccountParam(tx.from, context),
    to: address(tx.to),
    value: quantity(tx, 'value') ?? 0n,
    data: data(tx.data ?? tx.input),
    gas: quantity(tx, 'gas') ?? quantity(tx, 'gasLimit'),
    ...fees,
    // SPEC §5: type 2 transactions have the gas price cleared (see normalizeGasPrice).
    gasPrice: isEip1559 ? null : fees.gasPrice,
    nonce: nonce === null ? null : Number(nonce),
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

function quantity(tx: Record<string, unknown>, field: string): bigint | null {
  const value = tx[field]
  if (value === undefined || value === null || value === '' || value === '0x') return null
  if (isHex(value, { strict: true })) return hexToBigInt(value)
  throw invalidParams(`invalid ${field}`)
}

function address(value: unknown): Address | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'string' && isAddress(value, { strict: false })) return getAddress(value)
  throw invalidParams('invalid to address')
}

function data(value: unknown): Hex | null {
  if (value === undefined || value === null || value === '0x') return null
  if (isHex(value, { strict: true })) return value
  throw invalidParams('invalid data')
}
