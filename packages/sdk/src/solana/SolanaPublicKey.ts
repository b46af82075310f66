import { encodeBase58 } from './base58.js'

/**
 * A Solana public key (an account address) shaped like `@solana/web3.js`'s `PublicKey` where a
 * dapp reads one: `toBase58()`, `toString()`, `toJSON()`, `toBytes()` and `equals()`, without
 * depending on web3.js. `new PublicKey(key.toBytes())` turns it into a web3.js one.
 *
 * @example
 * const { publicKey } = await solana.signMessage(message)
 * publicKey.toBase58() // '9xQe…'
 */
export class SolanaPublicKey {
  readonly #bytes: Uint8Array
  readonly #address: string

  /** `bytes`: the 32 bytes of an Ed25519 public key. */
  constructor(bytes: Uint8Array) {
    if (bytes.length !== 32) throw new TypeError('A Solana public key is 32 bytes')
    this.#bytes = Uint8Array.from(bytes)
    this.#address = encodeBase58(bytes)
  }

  /** The address: the key in base58. */
  toBase58(): string {
    return this.#address
  }

  /** The address, as web3.js prints a key. */
  toString(): string {
    return this.#address
  }

  /** The address, in JSON. */
  toJSON(): string {
    return this.#address
  }

  /** A copy of the key's 32 bytes. */
  toBytes(): Uint8Array {
    return Uint8Array.from(this.#bytes)
  }

  /** True for the same key, from this class or any with `toBase58()` (web3.js `PublicKey`). */
  equals(other: { toBase58(): string }): boolean {
    return other.toBase58() === this.#address
  }
}
