import { canonicalJson } from './canonicalJson.js'

/** Domain separation: these bytes can never be taken for another signed Tessera message. */
const verifierConfigDomain = 'tessera-verifier-config:v1\n'

/** The bytes the operator signs for a verifier config: a fixed prefix and its canonical JSON. */
export function verifierConfigMessage(config: unknown): Buffer {
  return Buffer.from(`${verifierConfigDomain}${canonicalJson(config)}`, 'utf8')
}
