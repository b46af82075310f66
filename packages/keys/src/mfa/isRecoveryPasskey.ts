import { base64urlByteLength } from './base64urlByteLength.js'

/** WebAuthn credential ids are 16 to 1023 bytes (WebAuthn L3 §4 "Credential ID"). */
const credentialIdBytes = { min: 16, max: 1023 } as const
/** The PRF input a new passkey gets (`prf.eval.first`). */
export const prfSaltBytes = 32

/** Whether a credential id and a PRF input are ones this code writes: base64url, of their sizes. */
export function isRecoveryPasskey(passkey: { credentialId: unknown; prfSalt: unknown }): boolean {
  const idBytes = base64urlByteLength(passkey.credentialId)
  return (
    idBytes !== undefined &&
    idBytes >= credentialIdBytes.min &&
    idBytes <= credentialIdBytes.max &&
    base64urlByteLength(passkey.prfSalt) === prfSaltBytes
  )
}
