/**
 * The Agave release LiteSVM 1.5 runs (its `solana-program-runtime` crates are 4.3.0): what
 * `getVersion` and each answer's `context.apiVersion` report.
 */
export const solanaCoreVersion = '4.3.0'

/** The `{ context: { apiVersion, slot }, value }` wrapper of the methods that have one. */
export function rpcResponse<Value>(slot: bigint, value: Value) {
  return { context: { apiVersion: solanaCoreVersion, slot }, value }
}
