import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex, RequestDescription } from '@tessera/chains'
import { canonicalJson } from './canonicalJson.js'

/**
 * The digest of a request as an approval screen shows it: method, parameters and description
 * (which holds the context it depends on, e.g. the chain). Equal digests, equal request.
 */
export function digestRequest(parameters: {
  readonly method: string
  readonly params: unknown
  readonly description: RequestDescription
}): Hex {
  return `0x${bytesToHex(sha256(utf8ToBytes(canonicalJson(parameters))))}`
}
