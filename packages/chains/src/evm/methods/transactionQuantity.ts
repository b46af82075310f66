import { invalidParams } from '../../params/invalidParams.js'

/** A JSON-RPC quantity: 0x and hex digits without leading zeros (`0x0`, `0x5208`). */
const hexQuantity = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/

/**
 * A quantity field of a transaction (value, gas, fees, nonce) in wei or units; null when the app
 * left it out or empty ('' or '0x': SPEC §5 reads an empty gas price as none, W-106). Anything
 * else that is not a JSON-RPC hex quantity (a number, decimal text, `0x01`) is refused.
 */
export function transactionQuantity(tx: Record<string, unknown>, field: string): bigint | null {
  const value = tx[field]
  if (value === undefined || value === null || value === '' || value === '0x') return null
  if (typeof value === 'string' && hexQuantity.test(value)) return BigInt(value)
  throw invalidParams(
    `invalid ${field}: not a hex quantity (0x followed by hex digits without leading zeros, e.g. 0x0 or 0x5208)`,
  )
}
