import { resolve } from 'node:path'
import { devnetChainSpecs } from '@tessera/devnet'

const repoRoot = resolve(import.meta.dirname, '..')

/** Default first port; every service listens at a fixed offset from it. */
export const defaultPortBase = 8_545

export type StackConfig = {
  /** Everything the stack keeps between runs lives here (`npm run reset` wipes it). */
  readonly dataDir: string
  readonly portBase: number
}

/** Reads `TESSERA_DATA_DIR` and `TESSERA_PORT_BASE`, with the defaults `npm start` uses. */
export function readStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const portBase = env.TESSERA_PORT_BASE ? Number(env.TESSERA_PORT_BASE) : defaultPortBase
  if (!Number.isInteger(portBase) || portBase < 1_024 || portBase > 65_000)
    throw new Error(
      `TESSERA_PORT_BASE must be a port between 1024 and 65000, got '${env.TESSERA_PORT_BASE}'`,
    )
  return { dataDir: resolve(repoRoot, env.TESSERA_DATA_DIR ?? '.data'), portBase }
}

/** The local key network: node indexes 1…3, any 2 of which rebuild a key (ARCHITECTURE default). */
export const keyNetworkSize = [1, 2, 3] as const
export const keyNetworkThreshold = 2

/**
 * Each service's port: the devnet chains first, in order, then the fixture server, the local
 * "Google" (OIDC provider), the mail sink's SMTP and web ports, the Tessera server, the local
 * Discord/GitHub/X (OAuth 2 stand-in), the key nodes, the wallet, the demo host app, the
 * exchange-rate stand-in, the demo app's own backend (custom and Firebase tokens), the NFT
 * indexer stand-in, the card on-ramp stand-in, the local Solana cluster, the Solana token list
 * stand-in and the second on-ramp (Onramp.money) stand-in.
 */
export function stackPorts({ portBase }: Pick<StackConfig, 'portBase'>) {
  const afterChains = portBase + devnetChainSpecs.length
  return {
    chains: devnetChainSpecs.map((_, index) => portBase + index),
    fixtures: afterChains,
    oidc: afterChains + 1,
    smtp: afterChains + 2,
    mailWeb: afterChains + 3,
    server: afterChains + 4,
    oauth2: afterChains + 5,
    keyNodes: keyNetworkSize.map((index) => afterChains + 5 + index),
    wallet: afterChains + 6 + keyNetworkSize.length,
    demo: afterChains + 7 + keyNetworkSize.length,
    rates: afterChains + 8 + keyNetworkSize.length,
    appBackend: afterChains + 9 + keyNetworkSize.length,
    nftIndexer: afterChains + 10 + keyNetworkSize.length,
    onRamp: afterChains + 11 + keyNetworkSize.length,
    solana: afterChains + 12 + keyNetworkSize.length,
    solanaTokenList: afterChains + 13 + keyNetworkSize.length,
    secondOnRamp: afterChains + 14 + keyNetworkSize.length,
  }
}

/**
 * The browser-facing origins: the wallet and the demo host on `localhost` (distinct origins by
 * port), as a user types them.
 */
export function stackOrigins(config: Pick<StackConfig, 'portBase'>) {
  const ports = stackPorts(config)
  return {
    walletUrl: `http://localhost:${ports.wallet}`,
    demoUrl: `http://localhost:${ports.demo}`,
  }
}

/** Every port the stack listens on, lowest first. */
export function allStackPorts(config: Pick<StackConfig, 'portBase'>): number[] {
  return Object.values(stackPorts(config))
    .flat()
    .toSorted((a, b) => a - b)
}

/** How many consecutive ports the stack takes from its base. */
export const stackPortCount = allStackPorts({ portBase: 0 }).length

/** The app registered with the local "Google" at `npm start`; its secret is public, like the keys. */
export const localOidcClient = { clientId: 'tessera-local', clientSecret: 'tessera-local-secret' }

/** The EVM app `npm start` registers (idempotently), so a newcomer has one to try. */
export const demoAppId = 'd3e0a5c1b7f24e9a8c6d2f1e0b9a7c5d3e1f0a2b'

/** The gateway's chain id of the local Solana cluster: Solana devnet's (SPEC §3), which it poses as. */
export const localSolanaChainId = 3

/** The Solana app `npm start` registers beside it (SPEC §3 `chain_type` solana), on the local cluster. */
export const solanaDemoAppId = '5013a0a5c1b7f24e9a8c6d2f1e0b9a7c5d3e1f0a'

/**
 * The redirect URIs registered for `localOidcClient`. oidc-provider, like Google, takes exact
 * URIs only: the wallet's `/:appId/redirect/` route of each demo app.
 */
export function oidcRedirectUris(walletUrl: string): string[] {
  return [demoAppId, solanaDemoAppId].map((appId) => `${walletUrl}/${appId}/redirect/`)
}

/**
 * The key network operator's Ed25519 key (made at first start) and the verifier config it signs
 * for the stack's key nodes (issue #15), both in the data folder.
 */
export function operatorFiles(config: Pick<StackConfig, 'dataDir'>) {
  return {
    operatorKey: resolve(config.dataDir, 'operator-key'),
    verifierConfig: resolve(config.dataDir, 'verifier-config.json'),
  }
}

/** The file `npm start` writes while it runs, so `npm run reset` can refuse to pull data away. */
export function pidFilePath(config: StackConfig): string {
  return resolve(config.dataDir, 'stack.pid')
}
