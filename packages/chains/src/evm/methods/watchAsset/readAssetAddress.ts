import { type Address, getAddress, isAddress } from 'viem'

/** A contract address in any letter case, checksummed; undefined when it is not one. */
export function readAssetAddress(value: unknown): Address | undefined {
  return typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : undefined
}
