import { type Address, getAddress, type Hex, hexToBigInt, isAddress, isHex } from 'viem'
import { invalidParams } from '../../requests/invalidParams.js'
import { isRecord } from '../../requests/isRecord.js'
import type { EngineContext } from '../../requests/MethodRow.js'
import { paramAt } from '../../requests/paramAt.js'
import { requiredParamsMissing } from '../../requests/requestTexts.js'
import { parseAccountParam } from './parseAccountParam.js'

/** An eth_sendTransaction request, amounts in wei; null where the host left a field out. */
export type TransactionParams = {
  readonly from: Address
  readonly to: Address | null
  readonly value: bigint
  readonly data: Hex | null
  readonly gas: bigint | null
  readonly gasPrice: bigint | null
  readonly maxFeePerGas: bigint | null
  readonly maxPriorityFeePerGas: bigint | null
  readonly nonce: number | null
  /** Type 2 (EIP-1559): asked for, or implied by fee fields or by no gas price at all. */
  readonly isEip1559: boolean
}

/** eth_sendTransaction [tx]: the account param rule of SPEC §5 for `from`, hex quantities. */
export function parseTransactionParams(params: unknown, context: EngineContext): TransactionParams {
  const tx = paramAt(params, 0)
  if (!isRecord(tx)) throw invalidParams(requiredParamsMissing)
  const gasPrice = quantity(tx, 'gasPrice')
  const maxFeePerGas = quantity(tx, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(tx, 'maxPriorityFeePerGas')
  const isEip1559 =
    tx.type === '0x2' ||
    (tx.type === undefined &&
      (maxFeePerGas !== null || maxPriorityFeePerGas !== null || gasPrice === null))
  const nonce = quantity(tx, 'nonce')
  return {
    from: parseAccountParam(tx.from, context),
    to: address(tx.to),
    value: quantity(tx, 'value') ?? 0n,
    data: data(tx.data ?? tx.input),
    gas: quantity(tx, 'gas') ?? quantity(tx, 'gasLimit'),
    // SPEC §5: type 2 transactions have the gas price cleared.
    gasPrice: isEip1559 ? null : gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
    nonce: nonce === null ? null : Number(nonce),
    isEip1559,
  }
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
