import { type Hex, keccak256, stringToHex } from 'viem'
import { canonicalJson } from './canonicalJson.js'
import type { RequestDescription } from './RequestDescription.js'

/**
 * The digest of a request as an approval screen shows it: method, parameters and description
 * (which holds the context it depends on, e.g. the chain). Equal digests, equal request.
 */
export function digestRequest(parameters: {
  readonly method: string
  readonly params: unknown
  readonly description: RequestDescription
}): Hex {
  return keccak256(stringToHex(canonicalJson(parameters)))
}
