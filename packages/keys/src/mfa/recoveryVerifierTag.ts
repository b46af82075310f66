import { hmac } from '@noble/hashes/hmac'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Hex } from 'viem'

/**
 * What key node `nodeIndex` checks before it releases the sealed recovery factor:
 * HMAC-SHA256(scrypt output, "tessera-mfa-verifier:" + nodeIndex). One-way, so the tag does not
 * give the envelope key; one per node, so a node's tag opens nothing at another node. Whoever holds
 * a tag can still test PIN guesses offline at scrypt cost (docs/key-network.md).
 */
export function recoveryVerifierTag(derivedKey: Uint8Array, nodeIndex: number): Hex {
  return `0x${bytesToHex(hmac(sha256, derivedKey, utf8ToBytes(`tessera-mfa-verifier:${nodeIndex}`)))}`
}
