/** The key network a wallet talks to: n nodes, any `threshold` of which rebuild a key. */
export type KeyNetwork = {
  readonly threshold: number
  readonly nodes: readonly { readonly index: number; readonly url: string }[]
}
