/** One node of the key network as the wallet's config lists it. */
export type KeyNode = {
  readonly index: number
  readonly url: string
  /**
   * The node's P-256 public key (65-byte uncompressed point, 0x hex): every answer it gives must
   * carry its signature.
   * A node listed without one is trusted on the transport alone.
   */
  readonly publicKey?: string | undefined
}

/** The key network a wallet talks to: n nodes, any `threshold` of which rebuild a key. */
export type KeyNetwork = {
  readonly threshold: number
  readonly nodes: readonly KeyNode[]
}
