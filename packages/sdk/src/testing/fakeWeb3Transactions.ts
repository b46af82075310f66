// Stand-ins for @solana/web3.js's transaction classes, shaped the way the Solana entry reads them
// (the SDK does not depend on web3.js, and neither do its tests).

/** Like web3.js `VersionedTransaction`: `serialize()` and a static `deserialize`. */
export class FakeVersionedTransaction {
  readonly wire: Uint8Array
  constructor(wire: Uint8Array) {
    this.wire = wire
  }
  serialize(): Uint8Array {
    return this.wire
  }
  static deserialize(wire: Uint8Array): FakeVersionedTransaction {
    return new FakeVersionedTransaction(wire)
  }
}

/**
 * Like web3.js legacy `Transaction`: `serialize()` refuses a transaction missing signatures
 * unless told not to require them, and the class reads bytes back with a static `from`.
 */
export class FakeLegacyTransaction {
  readonly wire: Uint8Array
  constructor(wire: Uint8Array) {
    this.wire = wire
  }
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array {
    if (config?.requireAllSignatures !== false || config.verifySignatures !== false)
      throw new Error('Signature verification failed')
    return this.wire
  }
  static from(wire: Uint8Array): FakeLegacyTransaction {
    return new FakeLegacyTransaction(wire)
  }
}
