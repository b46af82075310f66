/** An `onEvent` call of the wallet (HOST-PROTOCOL §E) after parsing. */
export type WalletEventMessage =
  | { readonly type: 'connect' | 'chainChanged'; readonly chainId: `0x${string}` }
  | {
      readonly type: 'accountsChanged'
      /**
       * 0x hex for an EVM app, base58 for a Solana app; null when the app may see no account
       * (its EIP-2255 connection was revoked, sent as []).
       */
      readonly account: string | null
    }
  | { readonly type: 'disconnect' }
  | { readonly type: 'message'; readonly message: string }

const addressPattern = /^0x[0-9a-fA-F]{40}$/
/** An Ed25519 public key in base58: 32 bytes take 32 to 44 characters. */
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** A chain id as EIP-1193 wants it: `0x`-prefixed lowercase hex, no leading zeros. */
export function toHexChainId(value: unknown): `0x${string}` | undefined {
  const isNumber = Number.isSafeInteger(value) && (value as number) > 0
  const isHex = typeof value === 'string' && /^0x0*[1-9a-fA-F][0-9a-fA-F]{0,15}$/.test(value)
  return isNumber || isHex ? `0x${BigInt(value as number | string).toString(16)}` : undefined
}

const chainIdOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'chainId' in value
    ? toHexChainId(value.chainId)
    : undefined

/**
 * Parses the arguments of the wallet's `onEvent(event, value)`; anything malformed or unknown
 * (including `wallet_close`, which only standalone modes use) gives `undefined` and is ignored.
 */
export function parseWalletEvent(event: unknown, value: unknown): WalletEventMessage | undefined {
  switch (event) {
    case 'connect':
    case 'chainChanged': {
      const chainId = chainIdOf(value)
      return chainId && { type: event, chainId }
    }
    case 'accountsChanged':
      // An EVM app's account is 0x hex; a Solana app's is base58; [] is none (EIP-2255 revoke).
      if (Array.isArray(value) && value.length === 0) return { type: event, account: null }
      return typeof value === 'string' &&
        (addressPattern.test(value) || solanaAddressPattern.test(value))
        ? { type: event, account: value }
        : undefined
    case 'disconnect':
      return { type: event }
    case 'message':
      return typeof value === 'string' ? { type: event, message: value } : undefined
    default:
      return undefined
  }
}
