import { createScalarSigner } from '../account/createScalarSigner.js'

/** A throwaway ed25519 scalar for unit tests (guards nothing), as the key network hands it over. */
export const solanaTestPrivateKey =
  '0x0badc0ffee0ddf00d5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5e5' as const

/** The Solana account of `solanaTestPrivateKey`. */
export const solanaTestAccount = createScalarSigner(solanaTestPrivateKey)
