import { isNetworkId, type NetworkId } from '@tessera/engine'
import { numberField } from './fields.js'

/**
 * A stored network id: the CAIP-2 `field`, or, as the wallet stored it before networks had CAIP-2
 * ids (issue #14), the EVM chain id number under `legacyField` (then `eip155:<id>`).
 */
export function networkIdField(
  record: Record<string, unknown>,
  field: string,
  legacyField: string,
): NetworkId {
  const id = record[field]
  if (isNetworkId(id)) return id
  const chainId = numberField(record, legacyField)
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new TypeError(`${legacyField} must be a chain id`)
  return `eip155:${chainId}`
}
