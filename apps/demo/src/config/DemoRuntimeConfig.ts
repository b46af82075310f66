/** One local chain the demo offers to switch to or add. */
export type DemoChain = { id: number; name: string; rpcUrl: string }

/**
 * What whoever serves the demo puts at `GET /demo-config.json`: the app id the
 * wallet knows the demo by, the wallet origin, the gateway and auth service, and the local chains.
 */
export type DemoRuntimeConfig = {
  appId: string
  walletUrl: string
  gatewayUrl: string
  authUrl: string
  chains: readonly DemoChain[]
  /** The demo app's own backend (custom and Firebase tokens for its users), when one runs. */
  appBackendUrl?: string
  /** The Solana demo app and its cluster's RPC, for the Solana page, when one is registered. */
  solana?: DemoSolanaApp
}

/** A Solana app (SPEC §3 `chain_type` solana) on one cluster, which the gateway names `chainId`. */
export type DemoSolanaApp = { appId: string; chainId: number; rpcUrl: string }
