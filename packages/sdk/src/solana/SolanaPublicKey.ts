import { encodeBase58 } from './base58.js'

const byteLength = 32

/**
 * A Solana public key (an account address) shaped like `@solana/web3.js`'s `PublicKey` where a
 * dapp reads one: `toBase58()`, `toString()`, `toJSON()`, `toBytes()`, `toBuffer()` and
 * `equals()`, without depending on web3.js (issue #17). It also reads as its 32 bytes (`length`,
 * `key[i]`, read-only), so `new PublicKey(key)` of web3.js takes it as it takes a `Uint8Array`.
 * web3.js's own `web3Key.equals(key)` reads its private big number and cannot: compare with
 * `key.equals(web3Key)` or `web3Key.equals(new PublicKey(key))`.
 *
 * @example
 * const { publicKey } = await solana.signMessage(message)
 * publicKey.toBase58() // '9xQe…'
 */
export class SolanaPublicKey {
  readonly #bytes: Uint8Array
  readonly #address: string
  /** The key's bytes, one by one, as web3.js's `PublicKey` constructor reads an array. */
  readonly [index: number]: number

  /** `bytes`: the 32 bytes of an Ed25519 public key. */
  constructor(bytes: Uint8Array) {
    if (bytes.length !== byteLength) throw new TypeError('A Solana public key is 32 bytes')
    this.#bytes = Uint8Array.from(bytes)
    this.#address = encodeBase58(bytes)
    // Not enumerable: the key still prints and compares as its address.
    for (const [index, value] of this.#bytes.entries())
      Object.defineProperty(this, index, { value })
  }

  /** 32: the key's byte length, as web3.js's `PublicKey` constructor reads an array. */
  get length(): number {
    return byteLength
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

  /**
   * A copy of the key's 32 bytes, for code that calls web3.js's `toBuffer()` (e.g. program
   * address seeds): a `Uint8Array`, which web3.js takes where it takes a `Buffer`, not a Node
   * `Buffer` (the SDK bundles no Buffer polyfill).
   */
  toBuffer(): Uint8Array {
    return this.toBytes()
  }

  /** True for the same key, from this class or any with `toBase58()` (web3.js `PublicKey`). */
  equals(other: { toBase58(): string }): boolean {
    return other.toBase58() === this.#address
  }
}
