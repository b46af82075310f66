import { evmAddressPattern } from '@tessera/protocol'

/**
 * An address as a key (of stored data, of an asset): an EVM address lower-cased (its case is
 * only a checksum), any other as it is (base58 and others are case-sensitive).
 */
export function addressKey(address: string): string {
  return evmAddressPattern.test(address) ? address.toLowerCase() : address
}
