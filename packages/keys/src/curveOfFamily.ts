import type { KeyCurve } from './KeyCurve.js'
import type { KeyFamily } from './KeyFamily.js'

const curves = {
  evm: 'secp256k1',
  solana: 'ed25519',
  multiversx: 'ed25519',
  near: 'ed25519',
} as const satisfies Record<KeyFamily, KeyCurve> // SPEC §1: only EVM uses secp256k1

/** The curve a family's key lives on (SPEC §1). */
export function curveOfFamily(family: KeyFamily): KeyCurve {
  return curves[family]
}
