import { evmAddressOfSecret } from './evmAddressOfSecret.js'
import type { KeyFamily } from './KeyFamily.js'
import { multiversxAddress } from './multiversxAddress.js'
import { nearImplicitAccount } from './nearImplicitAccount.js'
import { publicKeyOfSecret } from './publicKeyOfSecret.js'
import { solanaAddress } from './solanaAddress.js'

/**
 * The address of a rebuilt key in its family's own format: an EVM 0x address (secp256k1), a
 * Solana base58 key, a MultiversX `erd1…` bech32, a Near implicit account (ed25519 families: of
 * the public key a·B of the scalar).
 */
export function addressOfSecret(family: KeyFamily, secret: bigint): string {
  if (family === 'evm') return evmAddressOfSecret(secret)
  const publicKey = publicKeyOfSecret('ed25519', secret)
  switch (family) {
    case 'solana':
      return solanaAddress(publicKey)
    case 'multiversx':
      return multiversxAddress(publicKey)
    case 'near':
      return nearImplicitAccount(publicKey)
  }
}
